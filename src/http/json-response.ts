/**
 * Writing JSON answers. Every server's JSON and error responses go through {@link sendJsonText}: the body with its
 * Content-Type and Content-Length, plus the caller's headers (CORS, Cache-Control, Allow…), and nothing at all when
 * the response has already started or the client has gone. {@link sendJson} serializes a value; {@link sendError}
 * answers the `{"error": message}` shape the site's own APIs use (Algolia's and DatoCMS's error bodies are
 * algolia-error.ts and datocms-error.ts).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { canAnswer, respond } from './respond.js';

/** Answers `status` with `text`, already JSON (a canned or deliberately broken body, or one kept as bytes). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): void {
  if (!canAnswer(res)) return;
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  respond(
    res,
    status,
    { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length, ...headers },
    bytes,
  );
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
