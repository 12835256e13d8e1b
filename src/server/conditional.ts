import type { Stats } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';

/** A strong validator from size and modification time, distinct per content encoding. */
export function etagOf(stats: Stats, encoding: string | null): string {
  const base = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return `"${encoding ? `${base}-${encoding}` : base}"`;
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * Whether the client's cached copy is current (RFC 9110 13.2.2): If-None-Match (weak comparison) when present,
 * else If-Modified-Since at one-second precision.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, modified: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const current = stripWeak(etag);
    return ifNoneMatch.split(',').some((tag) => stripWeak(tag.trim()) === current);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
