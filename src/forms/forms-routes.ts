import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormKind } from './form-schemas.js';
import { FORM_ENDPOINTS } from './form-endpoints.js';
import { formsApi, sentPage, type FormsApiOptions } from './forms-api.js';

const kinds = Object.keys(FORM_ENDPOINTS) as FormKind[];

/**
 * The submission service's routes beside a site: each form's endpoint and the page its plain posts land on.
 * Returns false for any other path, for the caller to serve.
 */
export function formsRoutes(options: FormsApiOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const handle = formsApi(options);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const kind of kinds) {
      if (url.pathname === FORM_ENDPOINTS[kind]) {
        void handle(req, res, kind);
        return true;
      }
      if (url.pathname === `${FORM_ENDPOINTS[kind]}/sent` && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : sentPage(kind, url.searchParams.get('lang')));
        return true;
      }
    }
    return false;
  };
}
