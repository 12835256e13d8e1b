import { defaultLocale, otherLocale, type Locale } from '../config/locales.js';
import { buildPath } from './build-path.js';
import { matchPath, pathLocale } from './match-path.js';
import { compiledRoutes, type CompiledRoute, type Segment } from './compiled-routes.js';

/**
 * Per-locale values of a route's language-dependent parameters,
 * e.g. `{ slug: { fr: 'droit-du-travail', en: 'labour-and-employment' } }`.
 */
export type LocalizedParams = Readonly<Record<string, Readonly<Partial<Record<Locale, string>>> | undefined>>;

/** Parameters whose value is the same in every language. */
const sharedParams: ReadonlySet<string> = new Set(['page']);

/** The static segments before the first parameter. */
function leadingStatics(segments: readonly Segment[]): string[] {
  const statics: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'param') break;
    statics.push(segment.value);
  }
  return statics;
}

/**
 * For each route, the nearest route at or above it that has no parameters (employee-slug -> employee,
 * business-intelligence-dossier-slug -> business-intelligence, slug -> index), found on the default locale's paths.
 */
function buildFallbacks(): ReadonlyMap<string, string> {
  const parameterless = new Map<string, string>();
  for (const route of compiledRoutes.values()) {
    if (route.params.length > 0) continue;
    parameterless.set(leadingStatics(route.segments[defaultLocale]).join('/'), route.name);
  }
  const nearest = (route: CompiledRoute): string => {
    const statics = leadingStatics(route.segments[defaultLocale]);
    for (let length = statics.length; length > 0; length -= 1) {
      const name = parameterless.get(statics.slice(0, length).join('/'));
      if (name) return name;
    }
    return 'index';
  };
  return new Map([...compiledRoutes.values()].map((route) => [route.name, nearest(route)]));
}

const fallbacks = buildFallbacks();

/**
 * The same page in the other language, as a path (the query string and hash are not kept). Pure.
 * - Routes without parameters, and paginated lists (page numbers are the same in both languages), map directly.
 * - Routes with language-dependent parameters (`slug`, `detail`) need `alternates` holding the other language's
 *   value of each; when one is missing, the counterpart is the nearest parameterless route above (the list or hub
 *   of the section: `/equipe/marie/` -> `/en/team/`; a generic page -> the home page).
 * - A path that matches no route gives the other language's home page.
 */
export function counterpartPath(path: string, alternates: LocalizedParams = {}): string {
  const match = matchPath(path);
  if (!match) return buildPath('index', otherLocale(pathLocale(path)));
  const target = otherLocale(match.locale);
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) {
    const translated = sharedParams.has(name) ? value : alternates[name]?.[target];
    if (!translated) return buildPath(fallbacks.get(match.name) ?? 'index', target);
    params[name] = translated;
  }
  return buildPath(match.name, target, params);
}
