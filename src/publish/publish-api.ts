import { carriesToken } from '../http/authorization.js';
import { BodyError, readJsonBody } from '../http/body.js';
import { sendError, sendJson } from '../http/json-response.js';
import { allowHeader } from '../http/respond.js';
import type { Auth, OtherMethods, Route, RouteHandler } from '../http/route-table.js';
import type { PublishQueue } from './publish-queue.js';
import { readWebhook } from './webhook-item.js';
import type { ContentHealthStatus } from './content-checks.js';

/** Webhook bodies are small JSON documents (DatoCMS: ids, the record, its previous version); 1 MB is plenty. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const PUBLISH_PATH = '/api/publish';
export const STATUS_PATH = '/api/publish/status';

/** Publishing answers are never cached and never sniffed. */
const API_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export interface PublishApiOptions {
  token: string;
  queue: PublishQueue;
  /** The build id that is live now. */
  liveBuild: () => Promise<string | undefined>;
  /** The last content check's counts and report (content-checks.ts), null before the first or without checks. */
  contentHealth?: () => ContentHealthStatus | null;
}

/** The publish token (Bearer, or basic auth with the token as password) guards the paths: 401 for any method. */
function publishToken(token: string): Auth {
  return {
    allows: ({ req }) => carriesToken(req.headers.authorization, token),
    refuse: ({ req, res }) => {
      req.resume();
      sendError(res, 401, 'A valid publish token is required (Authorization: Bearer …).', {
        ...API_HEADERS,
        'WWW-Authenticate': 'Bearer, Basic realm="publish"',
      });
    },
    scope: 'path',
  };
}

/** Another method than the path's: 405 saying which to use (the body, if any, is left unread). */
const useAllowed: OtherMethods = ({ req, res }, allowed) => {
  req.resume();
  sendError(res, 405, `Use ${allowed.join(', ')}.`, { ...API_HEADERS, ...allowHeader(allowed) });
};

/**
 * The publishing endpoints: `POST /api/publish` (a content webhook, read by webhook-item.ts: 202 once its change is
 * queued on disk, with the cache tags it invalidates or null for a full build; a build starts or is queued after the
 * running one) and `GET /api/publish/status` (the recent builds, and the last content check's counts and report). Both need the publish token: 401 otherwise, and
 * nothing changes; a body that is not a webhook gets 400 saying what is wrong, and nothing is queued. A webhook from
 * a sandbox environment of the CMS (`is_environment_primary: false`) is acknowledged and ignored.
 */
export function publishRoutes({ token, queue, liveBuild, contentHealth }: PublishApiOptions): Route[] {
  const auth = publishToken(token);
  const status: RouteHandler = async ({ res }) =>
    sendJson(
      res,
      200,
      { live: (await liveBuild()) ?? null, ...(await queue.status()), contentHealth: contentHealth?.() ?? null },
      API_HEADERS,
    );
  const webhook: RouteHandler = async ({ req, res }) => {
    let body: unknown;
    try {
      body = await readJsonBody(req, WEBHOOK_BODY_LIMIT);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      sendError(res, error.status, error.message, { ...API_HEADERS, Connection: 'close' });
      return;
    }
    const reading = readWebhook(body);
    if (reading.kind === 'malformed') {
      sendError(res, 400, reading.message, API_HEADERS);
      return;
    }
    if (reading.kind === 'ignored') {
      sendJson(res, 202, { state: 'ignored', reason: reading.reason }, API_HEADERS);
      return;
    }
    const queued = await queue.request(reading.item);
    sendJson(res, 202, { ...queued, tags: reading.item.tags, reason: reading.item.reason }, API_HEADERS);
  };
  return [
    { method: 'POST', path: PUBLISH_PATH, auth, handle: webhook, otherMethods: useAllowed },
    { method: 'GET', path: STATUS_PATH, auth, handle: status, otherMethods: useAllowed },
  ];
}
