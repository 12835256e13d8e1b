import type { Stats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { locales } from '../config/locales.js';
import { pathLocale } from '../routing/match-path.js';
import { cacheControlFor, NO_CACHE } from './cache-policy.js';
import { acceptedEncodings, compress, CompressedCache, encodingExtensions, type Encoding } from './compression.js';
import { etagOf, isNotModified } from './conditional.js';
import { contentTypeOf } from './content-types.js';
import { resolveRequest, statFile } from './resolve-request.js';

export interface StaticServerOptions {
  /** The built site folder (`dist/`). */
  dir: string;
}

/** Text files smaller than this are sent uncompressed (compression would not pay for itself). */
const MIN_COMPRESS_BYTES = 1024;
/** Text files larger than this are sent uncompressed unless a precompressed sibling exists. */
const MAX_COMPRESS_BYTES = 16 * 1024 * 1024;
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

type Body = { kind: 'file'; file: string; size: number } | { kind: 'buffer'; data: Buffer };

interface Representation {
  body: Body;
  encoding: Encoding | null;
  etag: string;
}

interface FileResponse {
  file: string;
  stats: Stats;
  status: 200 | 404;
  cacheControl: string;
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': NO_CACHE,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A CDN-like HTTP server over a built site: GET and HEAD only, trailing-slash redirects, localized 404 pages
 * (`404.html`, `en/404.html`), cache headers by path (see cache-policy.ts), brotli/gzip by Accept-Encoding (a
 * `.br`/`.gz` sibling when present, else compressed on the fly and kept in a bounded memory cache), and
 * ETag / Last-Modified revalidation with 304. Listen on port 0 in tests.
 */
export function createStaticServer({ dir }: StaticServerOptions): Server {
  const root = resolve(dir);
  const compressedCache = new CompressedCache(COMPRESSED_CACHE_BYTES);

  async function compressedBody(file: string, stats: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${file}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`;
    const cached = compressedCache.get(key);
    if (cached) return cached;
    const data = await compress(await readFile(file), encoding);
    compressedCache.set(key, data);
    return data;
  }

  async function represent(req: IncomingMessage, file: string, stats: Stats): Promise<Representation> {
    const identity: Representation = {
      body: { kind: 'file', file, size: stats.size },
      encoding: null,
      etag: etagOf(stats, null),
    };
    if (!contentTypeOf(file).text) return identity;
    const encodings = acceptedEncodings(req.headers['accept-encoding']);
    for (const encoding of encodings) {
      const sibling = `${file}${encodingExtensions[encoding]}`;
      const siblingStats = await statFile(sibling);
      if (siblingStats) {
        const body: Body = { kind: 'file', file: sibling, size: siblingStats.size };
        return { body, encoding, etag: etagOf(siblingStats, encoding) };
      }
    }
    const best = encodings[0];
    if (!best || stats.size < MIN_COMPRESS_BYTES || stats.size > MAX_COMPRESS_BYTES) return identity;
    const data = await compressedBody(file, stats, best);
    return { body: { kind: 'buffer', data }, encoding: best, etag: etagOf(stats, best) };
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, response: FileResponse): Promise<void> {
    const { file, stats, status, cacheControl } = response;
    const { type, text } = contentTypeOf(file);
    const { body, encoding, etag } = await represent(req, file, stats);
    const headers: OutgoingHttpHeaders = {
      'Cache-Control': cacheControl,
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(text ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (status === 200 && isNotModified(req.headers, etag, stats.mtime)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Content-Length': body.kind === 'file' ? body.size : body.data.length,
      'X-Content-Type-Options': 'nosniff',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
    } else if (body.kind === 'buffer') {
      res.end(body.data);
    } else {
      await pipeline(createReadStream(body.file), res);
    }
  }

  /** The 404 page of the path's language (`en/404.html` under `/en/`), else the default one, else plain text. */
  async function sendNotFound(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const pages = [join(root, locales[pathLocale(rawPath)].prefix, '404.html'), join(root, '404.html')];
    for (const page of pages) {
      const stats = await statFile(page);
      if (stats) {
        await sendFile(req, res, { file: page, stats, status: 404, cacheControl: NO_CACHE });
        return;
      }
    }
    sendText(req, res, 404, `Page not found: ${rawPath}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const resolution = await resolveRequest(root, req.url ?? '/');
    switch (resolution.kind) {
      case 'file':
        await sendFile(req, res, {
          file: resolution.file,
          stats: resolution.stats,
          status: 200,
          cacheControl: cacheControlFor(resolution.pathname, resolution.hasQuery),
        });
        return;
      case 'redirect':
        sendText(req, res, 301, `Moved Permanently: ${resolution.location}`, { Location: resolution.location });
        return;
      case 'not-found':
        await sendNotFound(req, res, resolution.rawPath);
        return;
      case 'bad-request':
        sendText(req, res, 400, 'Bad Request');
        return;
      case 'forbidden':
        sendText(req, res, 403, 'Forbidden');
        return;
    }
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
      console.error('[static-server]', req.method, req.url, error);
      sendText(req, res, 500, 'Internal Server Error');
    });
  });
}
