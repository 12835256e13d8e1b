/**
 * A server as a table of routes (method, path, auth, handler) and the one dispatcher that answers a request from it,
 * as h3's and Hono's routers do: the first route whose path and method match is called, once its auth allows the
 * request. A path that some route answers, but not with this method, gets the route's `otherMethods` answer, else the
 * table's `methodNotAllowed` (default: {@link sendMethodNotAllowed}, a 405 with `Allow`); a path no route answers gets
 * `notFound`. An auth whose scope is the path (a secret endpoint) refuses a request without its credential before the
 * method is looked at, so that such a client learns nothing of the methods; a route's auth (a key's permissions) is
 * checked once path and method match.
 *
 * A route's path is matched against the request's path read one of three ways (the table's `paths`): as sent
 * (default: the service's paths are plain ASCII, compared without decoding), normalized by the one normalization
 * (src/http/request-path.ts; a refused path gets `refused`), or as decoded segments (empty ones dropped, each
 * percent-decoded: a segment that does not decode is refused). A pattern is a path whose segments may be `:name`
 * (one segment, into `params.name`) and whose last may be `*` (the rest, into `params['*']`); `*` alone matches any
 * target; a RegExp matches with its named groups as params.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowHeader, refusedPathStatus, respond, TEXT_TYPE } from './respond.js';
import { normalizePath, pathOfTarget, searchOfTarget } from './request-path.js';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A request as a handler gets it. */
export interface RouteCall {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path matched: as sent, normalized or decoded (the table's `paths`). */
  path: string;
  /** The pattern's `:name` segments and `*` rest, or a RegExp's named groups. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

export type RouteHandler = (call: RouteCall) => void | Promise<void>;

/** Who may call a route: a request it does not allow gets `refuse`. */
export interface Auth {
  allows(call: RouteCall): boolean;
  refuse: RouteHandler;
  /** `path`: checked as soon as the path matches, before the method (default: once path and method match). */
  scope?: 'path' | 'route';
}

/** The answer to a path's other methods: told which methods the path answers. */
export type OtherMethods = (call: RouteCall, allowed: readonly string[]) => void | Promise<void>;

export interface Route {
  method: Method | readonly Method[] | '*';
  path: string | RegExp;
  auth?: Auth;
  handle: RouteHandler;
  /** This path's answer to other methods, instead of the table's; `not-found` passes them to `notFound`. */
  otherMethods?: OtherMethods | 'not-found';
}

export type PathReading = 'as-sent' | 'normalized' | 'segments';
export type PathRefusal = 'malformed' | 'forbidden';

export interface RouteTable {
  routes: readonly Route[];
  /** How the request's path is read for matching (default `as-sent`). */
  paths?: PathReading;
  /** Answers every OPTIONS request, before anything else (a CORS preflight open on every path). */
  preflight?: RouteHandler;
  /** Checked before any route, after the preflight. */
  auth?: Auth;
  /** A path no route answers (default: {@link sendNotFound}; a table whose last route answers every path has none). */
  notFound?: RouteHandler;
  /** A path answered, but not with this method (default: {@link sendMethodNotAllowed}). */
  methodNotAllowed?: OtherMethods;
  /** A path refused when read (default: 400 when malformed, 403 when forbidden, as plain text). */
  refused?: (call: RouteCall, reason: PathRefusal) => void | Promise<void>;
}

/** 405 with the path's methods in `Allow`, as plain text. */
export function sendMethodNotAllowed(call: RouteCall, allowed: readonly string[]): void {
  respond(call.res, 405, { 'Content-Type': TEXT_TYPE, ...allowHeader(allowed) }, 'Method Not Allowed\n');
}

/** 404, as plain text. */
function sendNotFound(call: RouteCall): void {
  respond(call.res, 404, { 'Content-Type': TEXT_TYPE }, 'Not Found\n');
}

function sendRefused(call: RouteCall, reason: PathRefusal): void {
  const { status, text } = refusedPathStatus(reason);
  respond(call.res, status, { 'Content-Type': TEXT_TYPE }, `${text}\n`);
}

type Reading =
  | { ok: true; path: string; segments: readonly string[] }
  | { ok: false; path: string; reason: PathRefusal };

function decodedSegments(raw: string): Reading {
  const segments: string[] = [];
  for (const segment of raw.split('/').filter(Boolean)) {
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return { ok: false, path: raw, reason: 'malformed' };
    }
  }
  return { ok: true, path: raw, segments };
}

function readPath(raw: string, paths: PathReading): Reading {
  if (paths === 'segments') return decodedSegments(raw);
  if (paths === 'as-sent') return { ok: true, path: raw, segments: raw.split('/') };
  const normalized = normalizePath(raw);
  if (!normalized.ok) return { ok: false, path: raw, reason: normalized.reason };
  return { ok: true, path: normalized.path, segments: normalized.path.split('/') };
}

const patternSegments = (pattern: string, paths: PathReading) =>
  paths === 'segments' ? pattern.split('/').filter(Boolean) : pattern.split('/');

/** The params of `reading` under `pattern`, or undefined when it does not match. */
function matchPath(
  pattern: string | RegExp,
  reading: Extract<Reading, { ok: true }>,
  paths: PathReading,
): Record<string, string> | undefined {
  if (pattern instanceof RegExp) {
    const match = pattern.exec(reading.path);
    if (!match) return undefined;
    return Object.fromEntries(Object.entries(match.groups ?? {}).filter(([, value]) => value !== undefined));
  }
  if (pattern === '*') return { '*': reading.path };
  const parts = patternSegments(pattern, paths);
  const { segments } = reading;
  const rest = parts.at(-1) === '*';
  const fixed = rest ? parts.slice(0, -1) : parts;
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of fixed.entries()) {
    const segment = segments[i] as string;
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  if (rest) params['*'] = segments.slice(fixed.length).join('/');
  return params;
}

const methodsOf = (route: Route): readonly string[] | '*' =>
  route.method === '*' ? '*' : typeof route.method === 'string' ? [route.method] : route.method;

/** Answers `req` from `table`. */
export async function dispatch(table: RouteTable, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = req.url ?? '/';
  const paths = table.paths ?? 'as-sent';
  const raw = pathOfTarget(target);
  const call: RouteCall = { req, res, path: raw, params: {}, query: new URLSearchParams(searchOfTarget(target)) };
  if (table.preflight && req.method === 'OPTIONS') return table.preflight(call);
  if (table.auth && !table.auth.allows(call)) return table.auth.refuse(call);
  const reading = readPath(raw, paths);
  if (!reading.ok) return (table.refused ?? sendRefused)(call, reading.reason);
  const method = req.method ?? 'GET';
  const onPath: { route: Route; call: RouteCall }[] = [];
  for (const route of table.routes) {
    const params = matchPath(route.path, reading, paths);
    if (params === undefined) continue;
    const matched: RouteCall = { ...call, path: reading.path, params };
    const methods = methodsOf(route);
    const allowed = route.auth ? route.auth.allows(matched) : true;
    if (!allowed && route.auth?.scope === 'path') return route.auth.refuse(matched);
    if (methods === '*' || methods.includes(method)) {
      if (!allowed) return route.auth?.refuse(matched);
      return route.handle(matched);
    }
    onPath.push({ route, call: matched });
  }
  const first = onPath[0];
  const notFound = table.notFound ?? sendNotFound;
  if (!first) return notFound({ ...call, path: reading.path });
  const allowed = [...new Set(onPath.flatMap(({ route }) => methodsOf(route)))];
  const other = onPath.find(({ route }) => route.otherMethods)?.route.otherMethods;
  if (other === 'not-found') return notFound(first.call);
  return (other ?? table.methodNotAllowed ?? sendMethodNotAllowed)(first.call, allowed);
}

/** A request listener answering from `table`; `failed` answers what a handler threw or rejected with. */
export function routeTableHandler(
  table: RouteTable,
  failed: (req: IncomingMessage, res: ServerResponse, error: unknown) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    dispatch(table, req, res).catch((error: unknown) => failed(req, res, error));
  };
}
