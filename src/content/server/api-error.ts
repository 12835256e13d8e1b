import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../../http/json-response.js';

/** Headers sent on every response, so that a browser page (preview) may call the service. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-RateLimit-Reset, X-Complexity, X-Max-Complexity, X-Cache-Tags',
};

/** Codes of the API errors the service answers, as DatoCMS names them where it has a name for them. */
export type ApiErrorCode =
  | 'INVALID_AUTHORIZATION_HEADER'
  | 'INVALID_X_INCLUDE_DRAFTS_HEADER'
  | 'INVALID_X_EXCLUDE_INVALID_HEADER'
  | 'INVALID_ENVIRONMENT'
  | 'INVALID_JSON_BODY'
  | 'REQUEST_BODY_TOO_LARGE'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'RATE_LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR';

/** `{"id","type":"api_error","attributes":{"code","details":{"message"}}}`, the CDA's error body. */
export function sendApiError(
  res: ServerResponse,
  status: number,
  code: ApiErrorCode,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = { id: randomUUID(), type: 'api_error', attributes: { code, details: { message } } };
  sendJson(res, status, body, { ...corsHeaders, ...headers });
}
