import type { IncomingMessage } from 'node:http';

/**
 * The address of the client behind `trustedProxies` proxies (TRUST_PROXY): each proxy appends the address it got the
 * request from to X-Forwarded-For, so the client is that many entries from the right of the chain ending with the
 * socket's peer. Entries further left are whatever the client sent, and are never trusted. With no trusted proxy, or
 * fewer entries than proxies (the request did not come through all of them, so an entry may be the client's own
 * words), it is the socket's peer.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trustedProxies === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length < trustedProxies) return peer;
  return forwarded[forwarded.length - trustedProxies] ?? peer;
}
