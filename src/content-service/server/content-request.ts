import type { IncomingMessage } from 'node:http';
import { BodyError, readBodyText } from '../../http/body.js';
import type { DatoCmsErrorCode } from '../../http/datocms-error.js';
import { PRIMARY_ENVIRONMENT } from './endpoint-path.js';
import { parseGraphqlRequest, type GraphqlRequest } from './graphql-request.js';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What a query request asks for, once checked as the CDA would. */
export type ContentRequest =
  /** The client went away while sending: nothing to answer. */
  | { kind: 'aborted' }
  | { kind: 'query'; request: GraphqlRequest; includeDrafts: boolean; excludeInvalid: boolean }
  | { kind: 'rejected'; status: number; code: DatoCmsErrorCode; message: string };

/** `X-Include-Drafts` / `X-Exclude-Invalid` accept only `true`; absent means the default. */
function flagHeader(req: IncomingMessage, name: string): 'absent' | 'true' | 'invalid' {
  const value = req.headers[name];
  if (value === undefined) return 'absent';
  return value === 'true' ? 'true' : 'invalid';
}

const rejected = (status: number, code: DatoCmsErrorCode, message: string): ContentRequest => ({
  kind: 'rejected',
  status,
  code,
  message,
});

/**
 * Checks the environment (the path's `environment`, or X-Environment) and the flag headers of a POST to a CDA
 * endpoint whose token was accepted, then reads the body as JSON whatever its content type (cda-client sends
 * text/plain). The body is read only when everything before it is fine.
 */
export async function readContentRequest(
  req: IncomingMessage,
  endpoint: { environment?: string | undefined; preview: boolean },
): Promise<ContentRequest> {
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
