import { defaultLocale, localeCodes, type Locale } from '../config/locales.js';
import { compiledRoutes, isValidParam, localeSegments, type CompiledRoute } from './compiled-routes.js';
import type { RouteName } from './routes.js';

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
}

interface TrieNode {
  readonly statics: Map<string, TrieNode>;
  readonly params: { readonly name: string; readonly node: TrieNode }[];
  route?: CompiledRoute;
}

function newNode(): TrieNode {
  return { statics: new Map(), params: [] };
}

/** One trie per locale over the segments after the locale prefix. */
function buildTries(): Record<Locale, TrieNode> {
  const tries = {} as Record<Locale, TrieNode>;
  for (const locale of localeCodes) {
    const root = newNode();
    for (const route of compiledRoutes.values()) {
      let node = root;
      for (const segment of route.segments[locale]) {
        if (segment.kind === 'static') {
          let child = node.statics.get(segment.value);
          // biome-ignore lint/suspicious/noAssignInExpressions: the new child is stored and kept in one step
          if (!child) node.statics.set(segment.value, (child = newNode()));
          node = child;
        } else {
          let entry = node.params.find((param) => param.name === segment.name);
          // biome-ignore lint/suspicious/noAssignInExpressions: the new entry is stored and kept in one step
          if (!entry) node.params.push((entry = { name: segment.name, node: newNode() }));
          node = entry.node;
        }
      }
      if (node.route) throw new Error(`Routes ${node.route.name} and ${route.name} have the same ${locale} path`);
      node.route = route;
    }
    tries[locale] = root;
  }
  return tries;
}

const tries = buildTries();

/** Depth-first walk that tries static children before parameters, so `/{slug}/` never shadows another route. */
function walk(node: TrieNode, segments: readonly string[], index: number, values: string[]): CompiledRoute | null {
  if (index === segments.length) return node.route ?? null;
  const segment = segments[index] as string;
  const child = node.statics.get(segment);
  if (child) {
    const found = walk(child, segments, index + 1, values);
    if (found) return found;
  }
  for (const param of node.params) {
    if (!isValidParam(param.name, segment)) continue;
    values.push(segment);
    const found = walk(param.node, segments, index + 1, values);
    if (found) return found;
    values.pop();
  }
  return null;
}

/** The decoded segments of a path, or null when it is malformed (bad escape, empty inner segment). */
function splitPath(path: string): string[] | null {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (!pathname.startsWith('/')) return null;
  const parts = pathname.slice(1).split('/');
  if (parts[parts.length - 1] === '') parts.pop();
  try {
    const segments = parts.map((part) => decodeURIComponent(part));
    return segments.includes('') ? null : segments;
  } catch {
    return null;
  }
}

function prefixLocale(segments: readonly string[]): Locale | undefined {
  const first = segments[0];
  return first === undefined ? undefined : localeSegments.get(first);
}

/** The language of any path, matched or not: `en` for `/en` and `/en/...`, else `fr`. */
export function pathLocale(path: string): Locale {
  return prefixLocale(splitPath(path) ?? []) ?? defaultLocale;
}

/**
 * The route of a path, or null. Accepts a missing trailing slash, ignores the query string and hash, and
 * percent-decodes segments (an encoded '/' stays inside its segment). The locale is `en` for `/en` and `/en/...`,
 * else `fr`. Static segments win over parameters; `page` parameters must be integers >= 2.
 */
export function matchPath(path: string): RouteMatch | null {
  const segments = splitPath(path);
  if (!segments) return null;
  const prefixed = prefixLocale(segments);
  const locale = prefixed ?? defaultLocale;
  const values: string[] = [];
  const route = walk(tries[locale], segments, prefixed ? 1 : 0, values);
  if (!route) return null;
  const params: Record<string, string> = {};
  route.params.forEach((name, i) => {
    params[name] = values[i] as string;
  });
  return { name: route.name, locale, params };
}
