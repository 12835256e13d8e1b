import { defaultLocale, localeCodes, locales, type Locale } from '../config/locales.js';
import { routes, type RouteName } from './routes.js';

/** One segment of a route pattern, without its locale prefix. */
export type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string };

export interface CompiledRoute {
  readonly name: RouteName;
  readonly segments: Readonly<Record<Locale, readonly Segment[]>>;
  /** Parameter names, in pattern order (the same in every locale). */
  readonly params: readonly string[];
}

/** The path segment that marks a locale (`en` for `/en/...`); the default locale has none. */
export const localeSegments: ReadonlyMap<string, Locale> = new Map(
  localeCodes.filter((code) => locales[code].prefix !== '').map((code) => [locales[code].prefix.slice(1), code]),
);

const pageParamPattern = /^(?:[2-9]|[1-9]\d+)$/;

/**
 * Whether `value` is acceptable for the parameter `name`: `page` must be an integer >= 2 written without leading
 * zeros (page 1 is the list itself), every other parameter any non-empty string.
 */
export function isValidParam(name: string, value: string): boolean {
  return name === 'page' ? pageParamPattern.test(value) : value !== '';
}

function parsePattern(pattern: string, locale: Locale, routeName: string): Segment[] {
  const prefix = locales[locale].prefix;
  if (!pattern.startsWith(`${prefix}/`) || !pattern.endsWith('/')) {
    throw new Error(`Route ${routeName}: path "${pattern}" must start with "${prefix}/" and end with "/"`);
  }
  const body = pattern.slice(prefix.length + 1, -1);
  if (body === '') return [];
  return body.split('/').map((part) => {
    const param = /^\{(\w+)\}$/.exec(part);
    return param?.[1] ? { kind: 'param', name: param[1] } : { kind: 'static', value: part };
  });
}

function paramNames(segments: readonly Segment[]): string[] {
  return segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));
}

function compile(): Map<string, CompiledRoute> {
  const compiled = new Map<string, CompiledRoute>();
  for (const route of routes) {
    const segments = {} as Record<Locale, Segment[]>;
    for (const locale of localeCodes) segments[locale] = parsePattern(route.paths[locale], locale, route.name);
    const params = paramNames(segments[defaultLocale]);
    for (const locale of localeCodes) {
      if (paramNames(segments[locale]).join('/') !== params.join('/')) {
        throw new Error(`Route ${route.name}: parameters differ between locales`);
      }
    }
    if (compiled.has(route.name)) throw new Error(`Route ${route.name} is defined twice`);
    compiled.set(route.name, { name: route.name, segments, params });
  }
  return compiled;
}

/** The route table, compiled once: every route by name. */
export const compiledRoutes: ReadonlyMap<string, CompiledRoute> = compile();

export function getRoute(name: string): CompiledRoute {
  const route = compiledRoutes.get(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route;
}
