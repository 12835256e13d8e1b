/**
 * Whether a request reached the site over HTTPS. Directly, that is the socket's own encryption. Behind
 * `trustedProxies` proxies (TRUST_PROXY, as the forms service reads the client's address behind them) it is what the
 * outermost trusted proxy saw, from `X-Forwarded-Proto`: each proxy appends the protocol it was reached by (or
 * replaces the header, erasing anything the client sent), so that proxy's entry is `trustedProxies` from the right, or
 * the leftmost one when fewer were written. Without a trusted proxy the header is the client's word and is ignored.
 */
import type { IncomingMessage } from 'node:http';

/** Whether `req` came over HTTPS, trusting `X-Forwarded-Proto` only from `trustedProxies` proxies. */
export function isHttpsRequest(req: IncomingMessage, trustedProxies: number): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  if (trustedProxies === 0) return false;
  const header = req.headers['x-forwarded-proto'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedProxies)] === 'https';
}
