/**
 * The request log: one line per request, `[server] METHOD /path status duration`, written once the answer is sent
 * (or the client went away: `-`). Only the path is printed, never the query string, which may hold a token
 * (`/api/preview?token=…`); error lines name the request the same way ({@link requestLine}).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOfTarget } from './request-path.js';

/** `METHOD /path` of a request, without its query string. */
export function requestLine(req: IncomingMessage): string {
  return `${req.method ?? 'GET'} ${pathOfTarget(req.url ?? '/')}`;
}

/** Writes one line for `req` once `res` is finished or closed. */
export function logRequest(
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
  write: (line: string) => void = console.log,
): void {
  const start = performance.now();
  res.once('close', () => {
    const status = res.writableFinished ? String(res.statusCode) : '-';
    write(`[${name}] ${requestLine(req)} ${status} ${Math.round(performance.now() - start)}ms`);
  });
}
