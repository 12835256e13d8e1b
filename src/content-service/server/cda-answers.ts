import type { ServerResponse } from 'node:http';
import { type DatoCmsErrorCode, sendDatoCmsError } from '../../http/datocms-error.js';

/** Headers sent on every response, so that a browser page (preview) may call the service. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-RateLimit-Reset, X-Complexity, X-Max-Complexity, X-Cache-Tags',
};

/** The CDA's error body (src/http/datocms-error.ts) with the service's CORS headers. */
export function sendCdaError(
  res: ServerResponse,
  status: number,
  code: DatoCmsErrorCode,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendDatoCmsError(res, status, code, message, { ...corsHeaders, ...headers });
}
