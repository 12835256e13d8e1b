import type { Stats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
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
import { requestLine } from '../http/request-log.js';
import { type NormalizedPath, normalizePath, pathOfTarget, searchOfTarget } from '../http/request-path.js';
import { allowHeader, bodyFor, openAnswer, refusedPathStatus, respond, TEXT_TYPE } from '../http/respond.js';
import { type RouteCall, routeTableHandler } from '../http/route-table.js';
import { cacheControlFor, IMMUTABLE, matchesPattern, NO_CACHE } from '../hosting/cache-policy.js';
import { headersFor, HEADERS_FILE } from '../hosting/headers-file.js';
import { matchRedirect, REDIRECTS_FILE, type RequestFacts } from '../hosting/redirects-file.js';
import { pathLocale } from '../routing/match-path.js';
import { cookieNames, preferredSiteLanguage } from './accept-language.js';
import { hostConfigLoader, type HostConfig } from './host-config.js';
import { acceptedEncodings, compress, CompressedCache, encodingExtensions, type Encoding } from './compression.js';
import { etagOf, isNotModified } from './conditional.js';
import { contentTypeOf } from './content-types.js';
import { resolveRequest, statFileUnder } from './resolve-request.js';

export interface StaticServerOptions {
  /** The built site folder (`dist/`). */
  dir: string;
  /**
   * Whether the build's `_redirects` rules apply (default): `false` serves the site as a host that reads no rules
   * (Cloudflare Pages' ignored `Language=` conditions, S3 behind a CDN, GitHub Pages), its `_headers` still applied.
   */
  redirects?: boolean;
}

/** Text files smaller than this are sent uncompressed (compression would not pay for itself). */
const MIN_COMPRESS_BYTES = 1024;
/** Text files larger than this are sent uncompressed unless a precompressed sibling exists. */
const MAX_COMPRESS_BYTES = 16 * 1024 * 1024;
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
/** The host configuration files are read by the server, never served. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, `/${REDIRECTS_FILE}`]);

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
  /** The headers the host configuration gives the path (security headers, Cache-Control, Vary). */
  headers: OutgoingHttpHeaders;
}

/** A plain-text answer of the host (a redirect's, an error's): never cached, never sniffed. */
function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = Buffer.from(`${text}\n`);
  respond(
    res,
    status,
    {
      'Content-Type': TEXT_TYPE,
      'Content-Length': body.length,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
      'Cache-Control': NO_CACHE,
    },
    bodyFor(req, body),
  );
}

/** What the host knows of a request before answering it: its build, rules, path and the headers the rules give it. */
interface HostRequest {
  live: string;
  host: HostConfig;
  rawPath: string;
  search: string;
  normalized: NormalizedPath;
  pathname: string;
  headers: OutgoingHttpHeaders;
}

/** Answers one request; never rejects (an unexpected error is a 500). */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A CDN-like HTTP server over a built site (see {@link createStaticHandler}). Listen on port 0 in tests. */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(createStaticHandler(options));
}

/**
 * Serves a built site as its host would: the build's `_headers` (security headers, cache rules) and `_redirects`
 * (the site's redirects, the home page's language redirect, localized 404 pages) applied as Netlify reads them,
 * GET and HEAD only, trailing-slash redirects, localized 404 pages also without a `_redirects` file, brotli/gzip by
 * Accept-Encoding (a `.br`/`.gz` sibling when present, else compressed on the fly and kept in a bounded memory
 * cache), and ETag / Last-Modified revalidation with 304. `dir` may be a link that a deploy switches: each request
 * is served from one build.
 */
export function createStaticHandler({ dir, redirects = true }: StaticServerOptions): RequestHandler {
  const root = resolve(dir);
  const hostConfig = hostConfigLoader();
  const compressedCache = new CompressedCache(COMPRESSED_CACHE_BYTES);

  async function compressedBody(file: string, stats: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${file}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`;
    const cached = compressedCache.get(key);
    if (cached) return cached;
    const data = await compress(await readFile(file), encoding);
    compressedCache.set(key, data);
    return data;
  }

  async function represent(req: IncomingMessage, live: string, file: string, stats: Stats): Promise<Representation> {
    const identity: Representation = {
      body: { kind: 'file', file, size: stats.size },
      encoding: null,
      etag: etagOf(stats, null),
    };
    if (!contentTypeOf(file).text) return identity;
    const encodings = acceptedEncodings(req.headers['accept-encoding']);
    for (const encoding of encodings) {
      const sibling = `${file}${encodingExtensions[encoding]}`;
      const siblingStats = await statFileUnder(live, sibling);
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

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    live: string,
    response: FileResponse,
  ): Promise<void> {
    const { file, stats, status } = response;
    const { type, text } = contentTypeOf(file);
    const { body, encoding, etag } = await represent(req, live, file, stats);
    const vary = [response.headers.Vary, text ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
    const headers: OutgoingHttpHeaders = {
      ...response.headers,
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(vary ? { Vary: vary } : {}),
    };
    if (status === 200 && isNotModified(req.headers, etag, stats.mtime)) {
      respond(res, 304, headers);
      return;
    }
    const fileHeaders = {
      ...headers,
      'Content-Type': type,
      'Content-Length': body.kind === 'file' ? body.size : body.data.length,
      'X-Content-Type-Options': 'nosniff',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (req.method === 'HEAD') {
      respond(res, status, fileHeaders);
    } else if (body.kind === 'buffer') {
      respond(res, status, fileHeaders, body.data);
    } else {
      openAnswer(res, status, fileHeaders);
      await pipeline(createReadStream(body.file), res);
    }
  }

  /** The 404 page of the path's language (`en/404.html` under `/en/`), else the default one, else plain text. */
  async function sendNotFound(
    req: IncomingMessage,
    res: ServerResponse,
    live: string,
    rawPath: string,
    headers: OutgoingHttpHeaders,
  ): Promise<void> {
    const pages = [join(live, locales[pathLocale(rawPath)].prefix, '404.html'), join(live, '404.html')];
    for (const page of pages) {
      const stats = await statFileUnder(live, page);
      if (stats) {
        await sendFile(req, res, live, {
          file: page,
          stats,
          status: 404,
          headers: { ...headers, 'Cache-Control': NO_CACHE },
        });
        return;
      }
    }
    sendText(req, res, 404, `Page not found: ${rawPath}`, headers);
  }

  /** Applies the first `_redirects` rule that matches, if any; returns whether it answered. */
  async function applyRedirectRule(
    req: IncomingMessage,
    res: ServerResponse,
    live: string,
    host: HostConfig,
    request: RequestFacts,
    search: string,
    headers: OutgoingHttpHeaders,
  ): Promise<boolean> {
    const rule = matchRedirect(host.redirects, request);
    if (!rule) return false;
    if (rule.status === 301 || rule.status === 302) {
      const location = `${rule.to}${search}`;
      sendText(req, res, rule.status, `${rule.status === 301 ? 'Moved Permanently' : 'Found'}: ${location}`, {
        ...headers,
        Location: location,
      });
      return true;
    }
    const target = await resolveRequest(live, rule.to);
    if (target.kind !== 'file') return false;
    const cacheControl = rule.status === 404 ? NO_CACHE : cacheControlFor(target.pathname, false);
    await sendFile(req, res, live, {
      file: target.file,
      stats: target.stats,
      status: rule.status === 404 ? 404 : 200,
      headers: { ...headers, 'Cache-Control': cacheControl },
    });
    return true;
  }

  async function hostRequest(req: IncomingMessage): Promise<HostRequest> {
    // The output folder is a link switched to each new build (src/build/output-swap.ts): resolved once, so that every
    // file of this response comes from the same build.
    const live = await realpath(root).catch(() => root);
    const host = redirects ? await hostConfig(live) : { ...(await hostConfig(live)), redirects: [] };
    const target = req.url ?? '/';
    const rawPath = pathOfTarget(target);
    const normalized = normalizePath(rawPath);
    const pathname = normalized.ok ? normalized.path : rawPath;
    const conditional = host.redirects.some(
      (rule) => (rule.language || rule.cookie) && matchesPattern(rule.from, pathname),
    );
    const headers: OutgoingHttpHeaders = {
      ...headersFor(host.headers, pathname),
      ...(conditional ? { Vary: 'Accept-Language, Cookie' } : {}),
    };
    return { live, host, rawPath, search: searchOfTarget(target), normalized, pathname, headers };
  }

  async function serve({ req, res }: RouteCall): Promise<void> {
    const { live, host, rawPath, search, normalized, pathname, headers } = await hostRequest(req);
    if (!normalized.ok) {
      const { status, text } = refusedPathStatus(normalized.reason);
      sendText(req, res, status, text, headers);
      return;
    }
    // A static host serves no path with dot segments (a browser resolves them before asking): refused, not resolved.
    if (normalized.hadDotSegments) {
      sendText(req, res, 403, 'Forbidden', headers);
      return;
    }
    const hidden = HOST_FILES.has(pathname);
    const resolution = hidden ? ({ kind: 'not-found' } as const) : await resolveRequest(live, pathname, search);
    if (resolution.kind === 'file' || resolution.kind === 'not-found') {
      const request: RequestFacts = {
        pathname,
        language: preferredSiteLanguage(req.headers['accept-language']),
        cookies: cookieNames(req.headers.cookie),
        fileExists: resolution.kind === 'file',
      };
      if (await applyRedirectRule(req, res, live, host, request, search, headers)) return;
    }
    switch (resolution.kind) {
      case 'file': {
        // The host file's rule, unless the code knows better: a payload fetched with its build id never changes.
        const byCode = cacheControlFor(resolution.pathname, resolution.hasQuery);
        const cacheControl = byCode === IMMUTABLE ? byCode : (headers['Cache-Control'] ?? byCode);
        await sendFile(req, res, live, {
          file: resolution.file,
          stats: resolution.stats,
          status: 200,
          headers: { ...headers, 'Cache-Control': cacheControl },
        });
        return;
      }
      case 'redirect':
        sendText(req, res, 301, `Moved Permanently: ${resolution.location}`, {
          ...headers,
          Location: resolution.location,
        });
        return;
      case 'not-found':
        await sendNotFound(req, res, live, rawPath, headers);
        return;
      case 'forbidden':
        sendText(req, res, 403, 'Forbidden', headers);
        return;
    }
  }

  // One route: every path is a file, a redirect or a 404 page, for GET and HEAD; other methods get a 405 that carries
  // the path's host headers.
  return routeTableHandler(
    {
      routes: [{ method: ['GET', 'HEAD'], path: '*', handle: serve }],
      methodNotAllowed: async ({ req, res }, allowed) => {
        const { headers } = await hostRequest(req);
        sendText(req, res, 405, 'Method Not Allowed', { ...headers, ...allowHeader(allowed) });
      },
    },
    (req, res, error) => {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
      console.error('[static-server]', requestLine(req), error);
      sendText(req, res, 500, 'Internal Server Error');
    },
  );
}
