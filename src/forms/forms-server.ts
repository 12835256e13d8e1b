import type { RequestListener } from 'node:http';
import { requestLine } from '../http/request-log.js';
import { sendText } from '../http/respond.js';
import { type Route, type RouteHandler, routeTableHandler } from '../http/route-table.js';

/**
 * A server of the forms' routes (forms-routes.ts): beside the static site (`npm run serve`: every other request is
 * the site's), or alone (`npm run forms:serve`: a plain-text 404 for any other path).
 */
export function formsServer(routes: readonly Route[], site?: RequestListener): RequestListener {
  const notFound: RouteHandler = site ? ({ req, res }) => site(req, res) : ({ res }) => sendText(res, 404, 'Not found');
  return routeTableHandler({ routes, notFound }, (req, res, error) => {
    console.error('[forms]', requestLine(req), error instanceof Error ? error.message : 'unknown error');
    if (!res.headersSent) sendText(res, 500, 'Internal Server Error\n');
    else res.end();
  });
}
