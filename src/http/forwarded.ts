/**
 * What the proxies before a server say about a request, read the one way every server reads them. Behind
 * `trustedProxies` proxies (TRUST_PROXY), each proxy appends what it saw to an `X-Forwarded-*` list (the address it
 * got the request from, the protocol it was reached by), so what the client did is that many entries from the right.
 * Entries further left are whatever the client sent, and are never trusted. With no trusted proxy, or fewer entries
 * than proxies (the request did not come through all of them, so an entry may be the client's own words), the
 * headers are ignored and the socket is the answer.
 */
import type { IncomingMessage } from 'node:http';

/** The entry of `header` that the outermost of `trustedProxies` proxies wrote, or undefined when none is trusted. */
function trustedEntry(
  req: IncomingMessage,
  header: 'x-forwarded-for' | 'x-forwarded-proto',
  trustedProxies: number,
): string | undefined {
  if (trustedProxies === 0) return undefined;
  const value = req.headers[header];
  const entries = (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length < trustedProxies ? undefined : entries[entries.length - trustedProxies];
}

/** The address of the client behind `trustedProxies` proxies (X-Forwarded-For), else the socket's peer. */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const peer = req.socket.remoteAddress ?? '';
  return trustedEntry(req, 'x-forwarded-for', trustedProxies) ?? peer;
}

/** Whether the client reached the site over HTTPS: the socket's encryption, or X-Forwarded-Proto behind trusted proxies. */
export function isHttpsRequest(req: IncomingMessage, trustedProxies: number): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  return trustedEntry(req, 'x-forwarded-proto', trustedProxies)?.toLowerCase() === 'https';
}
