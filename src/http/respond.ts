/**
 * Writing answers: the one place a status line and headers are written ({@link respond}, and {@link openAnswer} for a
 * body that streams), and the small answers every server gives: plain text, an HTML page, a redirect whose target
 * went through the one safe-redirect check, a 405's `Allow` header, the status of a refused path. A body goes out as
 * it is given: a caller that wants a `Content-Length` sends it, else Node chunks the body. JSON answers are in
 * json-response.ts, Algolia's and DatoCMS's error bodies in algolia-error.ts and datocms-error.ts, the 405 and
 * refusals of a route table in route-table.ts: all write through {@link respond}.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NormalizedPath } from './request-path.js';
import { safeRedirect } from './safe-redirect.js';

export const TEXT_TYPE = 'text/plain; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/** Writes `status` and `headers` (over those already set on `res`), then `body`, and ends the answer. */
export function respond(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders = {},
  body?: string | Buffer,
): void {
  res.writeHead(status, headers);
  res.end(body);
}

/** Writes `status` and `headers` and leaves the answer open, for a body that streams (a file, server-sent events). */
export function openAnswer(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): ServerResponse {
  return res.writeHead(status, headers);
}

/** Whether the answer can still be written: its headers are not out, and the client is still there. */
export function canAnswer(res: ServerResponse): boolean {
  return !res.destroyed && !res.headersSent;
}

/** The body of an answer to `req`: none for a HEAD request. */
export function bodyFor(req: IncomingMessage, body: string | Buffer): string | Buffer | undefined {
  return req.method === 'HEAD' ? undefined : body;
}

/** Answers `status` with `text` as plain UTF-8 text. */
export function sendText(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  respond(res, status, { 'Content-Type': TEXT_TYPE, ...headers }, text);
}

/** Answers `status` with an HTML page. */
export function sendHtml(res: ServerResponse, status: number, html: string, headers: OutgoingHttpHeaders = {}): void {
  respond(res, status, { 'Content-Type': HTML_TYPE, ...headers }, html);
}

/**
 * Redirects to `target`, a path that came from a request (a `redirect=` parameter, a path given its slash): it goes
 * through {@link safeRedirect} (a target that is not a same-site path leads to `fallback`), and is put after `origin`
 * when one is given (the live site, for a redirect that leaves this server).
 */
export function sendRedirect(
  res: ServerResponse,
  status: 301 | 302 | 303 | 307 | 308,
  target: string | null | undefined,
  {
    origin = '',
    fallback = '/',
    headers = {},
  }: { origin?: string; fallback?: string; headers?: OutgoingHttpHeaders } = {},
): void {
  respond(res, status, { Location: `${origin}${safeRedirect(target, fallback)}`, ...headers });
}

/** The `Allow` header of the methods a path answers. */
export function allowHeader(methods: readonly string[]): { Allow: string } {
  return { Allow: methods.join(', ') };
}

/** The status and reason phrase of a path refused by the one normalization: 400 when malformed, 403 when forbidden. */
export function refusedPathStatus(reason: Extract<NormalizedPath, { ok: false }>['reason']): {
  status: 400 | 403;
  text: 'Bad Request' | 'Forbidden';
} {
  return reason === 'malformed' ? { status: 400, text: 'Bad Request' } : { status: 403, text: 'Forbidden' };
}
