/**
 * Writing JSON answers. Every server's JSON and error responses go through {@link sendJsonText}: the body with its
 * Content-Type and Content-Length, plus the caller's headers (CORS, Cache-Control, Allow…), and nothing at all when
 * the response has already started or the client has gone. {@link sendJson} serializes a value; {@link sendError}
 * answers the `{"error": message}` shape the site's own APIs use (APIs that mimic another service's error shape,
 * Algolia's or DatoCMS's, build it and call {@link sendJson}).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Answers `status` with `text`, already JSON (a canned or deliberately broken body, or one kept as bytes). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.destroyed || res.headersSent) return;
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    ...headers,
  });
  res.end(bytes);
}

/** Answers `status` with `body` as JSON. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** Answers an error status with `{"error": message}`. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendJson(res, status, { error: message }, headers);
}
