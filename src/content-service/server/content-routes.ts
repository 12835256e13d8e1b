import { bearerOrBareToken } from '../../http/authorization.js';
import { allowHeader, respond } from '../../http/respond.js';
import type { Auth, RouteHandler, RouteTable } from '../../http/route-table.js';
import { sameSecret } from '../../http/secret.js';
import { corsHeaders, sendCdaError } from './cda-answers.js';
import { CDA_ENDPOINT, UPLOADS_ENDPOINT } from './endpoint-path.js';
import { uploadFileMethods } from './upload-files.js';

/** What the content service does for each of its routes. */
export interface ContentHandlers {
  /** A GraphQL query (`params.environment`, `params.preview` from the path). */
  query: RouteHandler;
  /** A file of an upload. */
  uploadFile: RouteHandler;
}

const PREFLIGHT_HEADERS = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Accept, X-Include-Drafts, X-Exclude-Invalid, X-Environment, X-Cache-Tags',
  'Access-Control-Max-Age': '86400',
};

/** The content API token: `Bearer {token}`, or the bare token as some DatoCMS examples send it; 401 otherwise. */
function apiToken(token: string): Auth {
  const given = (header: string | undefined) => bearerOrBareToken(header);
  return {
    allows: ({ req }) => {
      const candidate = given(req.headers.authorization);
      return candidate !== undefined && sameSecret(candidate, token);
    },
    refuse: ({ req, res }) =>
      sendCdaError(
        res,
        401,
        'INVALID_AUTHORIZATION_HEADER',
        given(req.headers.authorization) === undefined
          ? 'Missing Authorization header: send "Authorization: Bearer <token>"'
          : 'Invalid API token',
      ),
  };
}

/**
 * content:serve's routes, a DatoCMS Content Delivery API look-alike, on the normalized path: upload files (GET,
 * HEAD), and GraphQL queries (POST, with the token; OPTIONS for a browser's preflight) at `/`, `/preview` and
 * `/environments/{name}[/preview]`. Any other path, or one refused by the normalization, is the CDA's 404; another
 * method its 405. Every answer carries CORS headers, so that a browser page (preview) may call the service.
 */
export function contentRouteTable(token: string, handlers: ContentHandlers): RouteTable {
  const noEndpoint: RouteHandler = ({ req, res }) =>
    sendCdaError(res, 404, 'NOT_FOUND', `No endpoint at ${req.url ?? ''}: POST to / or /preview`);
  return {
    paths: 'normalized',
    routes: [
      {
        method: ['GET', 'HEAD'],
        path: UPLOADS_ENDPOINT,
        handle: handlers.uploadFile,
        otherMethods: uploadFileMethods,
      },
      { method: 'POST', path: CDA_ENDPOINT, auth: apiToken(token), handle: handlers.query },
      { method: 'OPTIONS', path: CDA_ENDPOINT, handle: ({ res }) => respond(res, 204, PREFLIGHT_HEADERS) },
    ],
    notFound: noEndpoint,
    refused: noEndpoint,
    methodNotAllowed: ({ res }, allowed) =>
      sendCdaError(res, 405, 'METHOD_NOT_ALLOWED', 'The content API accepts POST requests only', allowHeader(allowed)),
  };
}
