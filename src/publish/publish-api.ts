import type { IncomingMessage, ServerResponse } from 'node:http';
import { carriesToken } from '../http/authorization.js';
import { BodyError, readJsonBody } from '../http/body.js';
import { sendError, sendJson } from '../http/json-response.js';
import { pathOfTarget } from '../http/request-path.js';
import type { PublishQueue } from './publish-queue.js';
import { readWebhook } from './webhook-item.js';

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
}

/**
 * The publishing endpoints: `POST /api/publish` (a content webhook, read by webhook-item.ts: 202 once its change is
 * queued on disk, with the cache tags it invalidates or null for a full build; a build starts or is queued after the
 * running one) and `GET /api/publish/status` (the recent builds). Both need the publish token (Bearer, or basic auth
 * with the token as password): 401 otherwise, and nothing changes; a body that is not a webhook gets 400 saying what
 * is wrong, and nothing is queued. A webhook from a sandbox environment of the CMS (`is_environment_primary: false`)
 * is acknowledged and ignored. Returns whether the request was one of them.
 */
export function publishApi({
  token,
  queue,
  liveBuild,
}: PublishApiOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    const path = pathOfTarget(req.url ?? '/');
    if (path !== PUBLISH_PATH && path !== STATUS_PATH) return false;
    if (!carriesToken(req.headers.authorization, token)) {
      req.resume();
      sendError(res, 401, 'A valid publish token is required (Authorization: Bearer …).', {
        ...API_HEADERS,
        'WWW-Authenticate': 'Bearer, Basic realm="publish"',
      });
      return true;
    }
    const allowed = path === PUBLISH_PATH ? 'POST' : 'GET';
    if (req.method !== allowed) {
      req.resume();
      sendError(res, 405, `Use ${allowed}.`, { ...API_HEADERS, Allow: allowed });
      return true;
    }
    if (path === STATUS_PATH) {
      sendJson(res, 200, { live: (await liveBuild()) ?? null, ...(await queue.status()) }, API_HEADERS);
      return true;
    }
    let body: unknown;
    try {
      body = await readJsonBody(req, WEBHOOK_BODY_LIMIT);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      sendError(res, error.status, error.message, { ...API_HEADERS, Connection: 'close' });
      return true;
    }
    const reading = readWebhook(body);
    if (reading.kind === 'malformed') {
      sendError(res, 400, reading.message, API_HEADERS);
      return true;
    }
    if (reading.kind === 'ignored') {
      sendJson(res, 202, { state: 'ignored', reason: reading.reason }, API_HEADERS);
      return true;
    }
    sendJson(
      res,
      202,
      { ...(await queue.request(reading.item)), tags: reading.item.tags, reason: reading.item.reason },
      API_HEADERS,
    );
    return true;
  };
}
