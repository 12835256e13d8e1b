import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, readJsonBody } from '../http/body.js';
import { isHttpsRequest } from '../http/forwarded.js';
import { sendError, sendJson } from '../http/json-response.js';
import { normalizePath, pathOfTarget, searchOfTarget } from '../http/request-path.js';
import { safeRedirect } from '../http/safe-redirect.js';
import { sameSecret } from '../http/secret.js';
import type { PreviewLink } from './preview-links.js';
import { previewCookie, previewSessionValue } from './preview-session.js';

export const PREVIEW_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';
export const PREVIEW_LINKS_PATH = '/api/preview/links';
/** The Web Previews plugin posts the record and its model (a few KB); 256 KB is plenty. */
const LINKS_BODY_LIMIT = 256 * 1024;

export interface PreviewApiOptions {
  token: string;
  /** The live site's origin (where "exit preview" leads). */
  siteUrl: string;
  /** The links to a record (preview-links.ts). */
  links: (model: string, id: string, previewUrl: (path: string) => string) => Promise<PreviewLink[]>;
  /** Answers 401 (the localized page of the preview server). */
  unauthorized: (req: IncomingMessage, res: ServerResponse) => void;
  /** TRUST_PROXY: proxies before the server, whose X-Forwarded-Proto says whether the editor came over HTTPS. */
  trustProxy: number;
}

/** The model api key and id of the record a Web Previews plugin request is about. */
function recordOf(body: unknown): { model: string; id: string } | undefined {
  const { item, itemType } = (body ?? {}) as {
    item?: { id?: unknown };
    itemType?: { attributes?: { api_key?: unknown } };
  };
  const id = item?.id;
  const model = itemType?.attributes?.api_key;
  return typeof id === 'string' && typeof model === 'string' ? { model, id } : undefined;
}

/**
 * The preview's endpoints. `GET /api/preview?token=…&redirect=/path/` opens a preview session (a signed HttpOnly
 * cookie) and redirects to the path; `GET /api/preview/exit?redirect=/path/` ends it and leads to the live page;
 * `POST /api/preview/links?token=…` answers the DatoCMS Web Previews plugin with the record's URLs in both languages
 * (CORS open: the token is the credential). Resolves false for any other path.
 */
export function previewApi({ token, siteUrl, links, unauthorized, trustProxy }: PreviewApiOptions) {
  const isHttps = (req: IncomingMessage) => isHttpsRequest(req, trustProxy);
  const originOf = (req: IncomingMessage) => `${isHttps(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const target = req.url ?? '/';
    const normalized = normalizePath(pathOfTarget(target));
    const path = normalized.ok ? normalized.path : '';
    const query = new URLSearchParams(searchOfTarget(target));
    const given = query.get('token') ?? '';
    if (path === PREVIEW_PATH) {
      if (!sameSecret(given, token)) {
        unauthorized(req, res);
        return true;
      }
      res.writeHead(303, {
        Location: safeRedirect(query.get('redirect')),
        'Set-Cookie': previewCookie(previewSessionValue(token), isHttps(req)),
      });
      res.end();
      return true;
    }
    if (path === PREVIEW_EXIT_PATH) {
      res.writeHead(303, {
        Location: `${siteUrl}${safeRedirect(query.get('redirect'))}`,
        'Set-Cookie': previewCookie('', isHttps(req)),
      });
      res.end();
      return true;
    }
    if (path === PREVIEW_LINKS_PATH) {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return true;
      }
      if (req.method !== 'POST') {
        sendError(res, 405, 'Use POST.', { ...cors, Allow: 'POST, OPTIONS' });
        return true;
      }
      if (!sameSecret(given, token)) {
        sendError(res, 401, 'The token is missing or wrong.', cors);
        return true;
      }
      let record: { model: string; id: string } | undefined;
      try {
        record = recordOf(await readJsonBody(req, LINKS_BODY_LIMIT));
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        sendError(res, error.status, error.message, cors);
        return true;
      }
      if (!record) {
        sendError(res, 400, 'Expected {"item": {"id": …}, "itemType": {"attributes": {"api_key": …}}}.', cors);
        return true;
      }
      const origin = originOf(req);
      const previewUrl = (path: string) =>
        `${origin}${PREVIEW_PATH}?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(path)}`;
      sendJson(res, 200, { previewLinks: await links(record.model, record.id, previewUrl) }, cors);
      return true;
    }
    return false;
  };
}
