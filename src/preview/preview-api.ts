import type { IncomingMessage } from 'node:http';
import { BodyError, readJsonBody } from '../http/body.js';
import { isHttpsRequest } from '../http/forwarded.js';
import { sendError, sendJson } from '../http/json-response.js';
import { respond, sendRedirect } from '../http/respond.js';
import type { Auth, RouteCall, RouteHandler } from '../http/route-table.js';
import { sameSecret } from '../http/secret.js';
import type { PreviewLink } from './preview-links.js';
import { previewCookie, previewSessionValue } from './preview-session.js';

export const PREVIEW_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';
export const PREVIEW_LINKS_PATH = '/api/preview/links';
/** The Web Previews plugin posts the record and its model (a few KB); 256 KB is plenty. */
const LINKS_BODY_LIMIT = 256 * 1024;
/** The links endpoint is open to any origin: the token is the credential. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

export interface PreviewApiOptions {
  token: string;
  /** The live site's origin (where "exit preview" leads). */
  siteUrl: string;
  /** The links to a record (preview-links.ts). */
  links: (model: string, id: string, previewUrl: (path: string) => string) => Promise<PreviewLink[]>;
  /** Answers 401 (the localized page of the preview server). */
  unauthorized: RouteHandler;
  /** TRUST_PROXY: proxies before the server, whose X-Forwarded-Proto says whether the editor came over HTTPS. */
  trustProxy: number;
}

export interface PreviewApi {
  /** The preview token in the query (`?token=…`), refused with the localized 401 page. */
  token: Auth;
  /** The same token for the Web Previews plugin, refused with a JSON 401 it can read. */
  linksToken: Auth;
  /** `/api/preview?token=…&redirect=/path/`: opens a session (a signed HttpOnly cookie) and redirects to the path. */
  open: RouteHandler;
  /** `/api/preview/exit?redirect=/path/`: ends the session and leads to the live page. */
  exit: RouteHandler;
  /** `OPTIONS /api/preview/links`: the plugin's CORS preflight. */
  linksPreflight: RouteHandler;
  /** `POST /api/preview/links?token=…`: the record's URLs in both languages, for the plugin. */
  links: RouteHandler;
  /** Any other method on the links path: 405 in JSON, the preflight's headers kept. */
  linksMethodNotAllowed: RouteHandler;
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
 * The preview's endpoints, which the preview server's route table lists: opening and ending a preview session, and
 * the record links the DatoCMS Web Previews plugin asks for (CORS open: the token is the credential).
 */
export function previewApi({ token, siteUrl, links, unauthorized, trustProxy }: PreviewApiOptions): PreviewApi {
  const isHttps = (req: IncomingMessage) => isHttpsRequest(req, trustProxy);
  const originOf = (req: IncomingMessage) => `${isHttps(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  const givesToken = ({ query }: RouteCall) => sameSecret(query.get('token') ?? '', token);
  return {
    token: { allows: givesToken, refuse: unauthorized },
    linksToken: {
      allows: givesToken,
      refuse: ({ res }) => sendError(res, 401, 'The token is missing or wrong.', CORS),
    },
    open: ({ req, res, query }) =>
      sendRedirect(res, 303, query.get('redirect'), {
        headers: { 'Set-Cookie': previewCookie(previewSessionValue(token), isHttps(req)) },
      }),
    exit: ({ req, res, query }) =>
      sendRedirect(res, 303, query.get('redirect'), {
        origin: siteUrl,
        headers: { 'Set-Cookie': previewCookie('', isHttps(req)) },
      }),
    linksPreflight: ({ res }) => respond(res, 204, CORS),
    linksMethodNotAllowed: ({ res }) => sendError(res, 405, 'Use POST.', { ...CORS, Allow: 'POST, OPTIONS' }),
    async links({ req, res }) {
      let record: { model: string; id: string } | undefined;
      try {
        record = recordOf(await readJsonBody(req, LINKS_BODY_LIMIT));
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        sendError(res, error.status, error.message, CORS);
        return;
      }
      if (!record) {
        sendError(res, 400, 'Expected {"item": {"id": …}, "itemType": {"attributes": {"api_key": …}}}.', CORS);
        return;
      }
      const origin = originOf(req);
      const previewUrl = (path: string) =>
        `${origin}${PREVIEW_PATH}?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(path)}`;
      sendJson(res, 200, { previewLinks: await links(record.model, record.id, previewUrl) }, CORS);
    },
  };
}
