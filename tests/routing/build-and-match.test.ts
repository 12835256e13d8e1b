import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/config/locales.js';
import { buildPath, matchPath, paginatedPath, pathLocale, routes } from '../../src/routing/index.js';

const sampleParams: Record<string, string> = { slug: 'exemple-de-page', detail: 'sous-page', page: '3' };

function paramsOf(pattern: string): Record<string, string> {
  const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return Object.fromEntries(names.map((name) => [name, sampleParams[name] as string]));
}

const cases = routes.flatMap((route) =>
  localeCodes.map((locale) => ({ name: route.name, locale, pattern: route.paths[locale] })),
);

describe('buildPath / matchPath round trip', () => {
  it.each(cases)('$name ($locale)', ({ name, locale, pattern }) => {
    const params = paramsOf(pattern);
    const path = buildPath(name, locale, params);
    expect(path).toBe(pattern.replace(/\{(\w+)\}/g, (_, param: string) => sampleParams[param] as string));
    expect(path.endsWith('/')).toBe(true);
    expect(matchPath(path)).toEqual({ name, locale, params });
    expect(matchPath(path.slice(0, -1) || '/')).toEqual({ name, locale, params });
    expect(matchPath(`${path}?x=1#top`)).toEqual({ name, locale, params });
  });
});

describe('buildPath', () => {
  it.each([
    ['index', 'fr', {}, '/'],
    ['index', 'en', {}, '/en/'],
    ['about', 'en', {}, '/en/about-us/'],
    ['employee-slug', 'fr', { slug: 'marie-tremblay' }, '/equipe/marie-tremblay/'],
    ['employee-page-page', 'en', { page: 2 }, '/en/team/page/2/'],
    ['practice-area-slug-detail', 'fr', { slug: 'droit', detail: 'travail' }, '/champs-de-pratique/droit/travail/'],
    ['business-intelligence-dossier-slug', 'en', { slug: 'x' }, '/en/thought-leadership/major-case/x/'],
    ['slug', 'en', { slug: 'mon texte/é' }, '/en/mon%20texte%2F%C3%A9/'],
  ] as const)('%s %s %j -> %s', (name, locale, params, expected) => {
    expect(buildPath(name, locale, params)).toBe(expected);
  });

  it('throws on an unknown route', () => {
    expect(() => buildPath('nope', 'fr')).toThrow(new Error('Unknown route: nope'));
  });

  it('throws naming a missing param', () => {
    expect(() => buildPath('employee-slug', 'fr')).toThrow(/"slug"/);
    expect(() => buildPath('practice-area-slug-detail', 'en', { slug: 'a' })).toThrow(/"detail"/);
    expect(() => buildPath('employee-slug', 'fr', { slug: '' })).toThrow(/"slug"/);
  });

  it('refuses page params that the paginated route would not match', () => {
    expect(() => buildPath('employee-page-page', 'fr', { page: 1 })).toThrow(/"page"/);
    expect(() => buildPath('employee-page-page', 'fr', { page: 'abc' })).toThrow(/"page"/);
  });

  it('refuses a French first segment that reads as the English prefix', () => {
    expect(() => buildPath('slug', 'fr', { slug: 'en' })).toThrow(/locale prefix/);
    expect(buildPath('slug', 'en', { slug: 'en' })).toBe('/en/en/');
  });

  it('ignores params the route does not use', () => {
    expect(buildPath('contact', 'fr', { slug: 'x' })).toBe('/contact/');
  });
});

describe('paginatedPath', () => {
  it.each([
    ['employee', 'fr', 1, '/equipe/'],
    ['employee', 'fr', 2, '/equipe/page/2/'],
    ['employee', 'en', 12, '/en/team/page/12/'],
    ['business-intelligence-news', 'fr', 1, '/intelligence-affaire/actualites/'],
    ['business-intelligence-news', 'en', 3, '/en/thought-leadership/news/page/3/'],
    ['business-intelligence-cases', 'en', 1, '/en/thought-leadership/case-studies/'],
    ['business-intelligence-cases', 'fr', 2, '/intelligence-affaire/cas/page/2/'],
  ] as const)('%s %s page %i -> %s', (name, locale, page, expected) => {
    expect(paginatedPath(name, locale, page)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects page %s', (page) => {
    expect(() => paginatedPath('employee', 'fr', page)).toThrow(RangeError);
  });
});

describe('matchPath', () => {
  it.each([
    ['/', 'index', 'fr', {}],
    ['', null, null, null],
    ['/en', 'index', 'en', {}],
    ['/en/', 'index', 'en', {}],
    ['/en?lang=1', 'index', 'en', {}],
    ['/contact/', 'contact', 'fr', {}],
    ['/contact', 'contact', 'fr', {}],
    ['/equipe/', 'employee', 'fr', {}],
    ['/en/team/page/2/', 'employee-page-page', 'en', { page: '2' }],
    ['/equipe/page/10', 'employee-page-page', 'fr', { page: '10' }],
    ['/equipe/page/1/', null, null, null],
    ['/equipe/page/01/', null, null, null],
    ['/equipe/page/abc/', null, null, null],
    ['/equipe/page/', 'employee-slug', 'fr', { slug: 'page' }],
    ['/equipe/marie-tremblay/', 'employee-slug', 'fr', { slug: 'marie-tremblay' }],
    ['/mon-texte/', 'slug', 'fr', { slug: 'mon-texte' }],
    ['/en/my-text/#section', 'slug', 'en', { slug: 'my-text' }],
    ['/english/', 'slug', 'fr', { slug: 'english' }],
    ['/en/en/', 'slug', 'en', { slug: 'en' }],
    ['/intelligence-affaire/actualites/', 'business-intelligence-news', 'fr', {}],
    ['/intelligence-affaire/actualites/page/4/', 'business-intelligence-news-page-page', 'fr', { page: '4' }],
    ['/intelligence-affaire/actualites/page/1/', null, null, null],
    ['/intelligence-affaire/dossier/affaire-x/', 'business-intelligence-dossier-slug', 'fr', { slug: 'affaire-x' }],
    ['/intelligence-affaire/dossier/', null, null, null],
    ['/en/thought-leadership/case-studies/page/2/', 'business-intelligence-cases-page-page', 'en', { page: '2' }],
    ['/champs-de-pratique/droit/travail/', 'practice-area-slug-detail', 'fr', { slug: 'droit', detail: 'travail' }],
    ['/champs-de-pratique/droit/', 'practice-area-slug', 'fr', { slug: 'droit' }],
    ['/en/practice-areas/a/b/c/', null, null, null],
    ['/caf%C3%A9/', 'slug', 'fr', { slug: 'café' }],
    ['/en/a%2Fb/', 'slug', 'en', { slug: 'a/b' }],
    ['/%E0%A4%A/', null, null, null],
    ['//contact/', null, null, null],
    ['/contact//', null, null, null],
    ['/a/b/', null, null, null],
    ['/en/contact/extra/', null, null, null],
    ['contact/', null, null, null],
  ] as const)('%s', (path, name, locale, params) => {
    expect(matchPath(path)).toEqual(name === null ? null : { name, locale, params });
  });

  it('keeps /{slug}/ from shadowing any static route', () => {
    for (const route of routes) {
      for (const locale of localeCodes) {
        const pattern = route.paths[locale];
        if (pattern.includes('{')) continue;
        expect(matchPath(pattern)?.name).toBe(route.name);
      }
    }
  });
});

describe('pathLocale', () => {
  it.each([
    ['/', 'fr'],
    ['/en', 'en'],
    ['/en/nowhere/at/all/', 'en'],
    ['/english/', 'fr'],
    ['/does/not/exist', 'fr'],
  ] as const)('%s -> %s', (path, locale) => {
    expect(pathLocale(path)).toBe(locale);
  });
});
