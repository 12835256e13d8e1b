/**
 * DatoCMS's error answers, for the embedded content service (content:serve): the Content Delivery API's error body,
 * `{"id", "type": "api_error", "attributes": {"code", "details": {"message"}}}`, with the codes DatoCMS names.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendJson } from './json-response.js';

/** Codes of the API errors the service answers, as DatoCMS names them where it has a name for them. */
export type DatoCmsErrorCode =
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

/** Answers `status` with the CDA's error body (a fresh id each time, as DatoCMS's). */
export function sendDatoCmsError(
  res: ServerResponse,
  status: number,
  code: DatoCmsErrorCode,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = { id: randomUUID(), type: 'api_error', attributes: { code, details: { message } } };
  sendJson(res, status, body, headers);
}
