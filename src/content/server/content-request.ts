import type { IncomingMessage } from 'node:http';
import { BodyError, readBodyText } from '../../http/body.js';
import type { ApiErrorCode } from './api-error.js';
import { checkAuthorization } from './authorization.js';
import { endpointOfPath, PRIMARY_ENVIRONMENT } from './endpoint-path.js';
import { parseGraphqlRequest, type GraphqlRequest } from './graphql-request.js';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const ALLOWED_METHODS = 'POST, OPTIONS';

/** What an incoming request asks for, once checked as the CDA would. */
export type ContentRequest =
  | { kind: 'preflight' }
  /** The client went away while sending: nothing to answer. */
  | { kind: 'aborted' }
  | { kind: 'query'; request: GraphqlRequest; includeDrafts: boolean; excludeInvalid: boolean }
  | { kind: 'rejected'; status: number; code: ApiErrorCode; message: string; headers?: Record<string, string> };

/** `X-Include-Drafts` / `X-Exclude-Invalid` accept only `true`; absent means the default. */
function flagHeader(req: IncomingMessage, name: string): 'absent' | 'true' | 'invalid' {
  const value = req.headers[name];
  if (value === undefined) return 'absent';
  return value === 'true' ? 'true' : 'invalid';
}

const rejected = (
  status: number,
  code: ApiErrorCode,
  message: string,
  headers?: Record<string, string>,
): ContentRequest => ({ kind: 'rejected', status, code, message, ...(headers && { headers }) });

/**
 * Checks path, method, token and headers, then reads the body as JSON whatever its content type (cda-client sends
 * text/plain). The body is read only when everything before it is fine.
 */
export async function readContentRequest(req: IncomingMessage, token: string): Promise<ContentRequest> {
  const endpoint = endpointOfPath(req.url);
  if (endpoint === undefined) {
    return rejected(404, 'NOT_FOUND', `No endpoint at ${req.url ?? ''}: POST to / or /preview`);
  }
  if (req.method === 'OPTIONS') return { kind: 'preflight' };
  if (req.method !== 'POST') {
    const allow = { Allow: ALLOWED_METHODS };
    return rejected(405, 'METHOD_NOT_ALLOWED', 'The content API accepts POST requests only', allow);
  }
  const auth = checkAuthorization(req.headers.authorization, token);
  if (!auth.ok) return rejected(401, 'INVALID_AUTHORIZATION_HEADER', auth.message);
  const unknown = [endpoint.environment, req.headers['x-environment']].find(
    (name) => name !== undefined && name !== PRIMARY_ENVIRONMENT,
  );
  if (unknown !== undefined) {
    const name = String(unknown).slice(0, 64);
    const message = `No environment "${name}": this service has only the primary one, "${PRIMARY_ENVIRONMENT}"`;
    return rejected(404, 'INVALID_ENVIRONMENT', message);
  }
  const includeDrafts = flagHeader(req, 'x-include-drafts');
  if (includeDrafts === 'invalid') {
    return rejected(422, 'INVALID_X_INCLUDE_DRAFTS_HEADER', 'X-Include-Drafts accepts only the value "true"');
  }
  const excludeInvalid = flagHeader(req, 'x-exclude-invalid');
  if (excludeInvalid === 'invalid') {
    return rejected(422, 'INVALID_X_EXCLUDE_INVALID_HEADER', 'X-Exclude-Invalid accepts only the value "true"');
  }
  let text: string;
  try {
    text = await readBodyText(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError)
      return rejected(413, 'REQUEST_BODY_TOO_LARGE', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
    return { kind: 'aborted' };
  }
  const parsed = parseGraphqlRequest(text);
  if (!parsed.ok) return rejected(400, 'INVALID_JSON_BODY', parsed.message);
  return {
    kind: 'query',
    request: parsed.request,
    includeDrafts: endpoint.preview || includeDrafts === 'true',
    excludeInvalid: excludeInvalid === 'true',
  };
}
