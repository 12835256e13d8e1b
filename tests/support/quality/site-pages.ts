import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultLocale, localeCodes, locales, type Locale } from '../../../src/config/locales.js';
import { routes, type PageName } from '../../../src/routing/routes.js';
import type { PagePayload } from '../../../src/page-contract/payload.js';
import { builtPagePaths } from '../test-site.js';

/** A page of the built site, as the quality checks see it. */
export interface QualityPage {
  /** The URL to open (`/equipe/`; `/nowhere/` for an error page). */
  path: string;
  /** The HTML file, relative to the site folder (`equipe/index.html`, `404.html`). */
  file: string;
  locale: Locale;
  /** The page type (`payload.page`), or `404` for the error pages. */
  page: PageName | '404';
  /** The same page in each language that has it (empty for the error pages). */
  alternatePaths: Partial<Record<Locale, string>>;
}

/** Every page type of the route table (several routes can share one, as a list and its pagination do). */
export const PAGE_TYPES: readonly PageName[] = [...new Set(routes.map((route) => route.page))];

/** The error pages, opened at a URL that has no page: the server answers 404 with the page of the language. */
export const ERROR_PAGES: readonly QualityPage[] = localeCodes.map((locale) => ({
  path: `${locales[locale].prefix}/nowhere/`,
  file: locales[locale].prefix ? `${locales[locale].prefix.slice(1)}/404.html` : '404.html',
  locale,
  page: '404',
  alternatePaths: {},
}));

/** Every built page with its type and language, read from the `payload.json` beside it. */
export async function readBuiltPages(dir: string): Promise<QualityPage[]> {
  const paths = await builtPagePaths(dir);
  return Promise.all(
    paths.map(async (path) => {
      const payload = JSON.parse(await readFile(join(dir, path, 'payload.json'), 'utf8')) as PagePayload;
      const file = join(path, 'index.html').slice(1);
      return { path, file, locale: payload.route.locale, page: payload.page, alternatePaths: payload.alternatePaths };
    }),
  );
}

/**
 * One page of each page type in each language: the first page of the type in the default language (French), in path
 * order so that a list comes before its `/page/2/`, and its English counterpart when it has one of the same type,
 * else the first English one.
 * A page type with no built page in a language is missing from the map: the checks report it.
 */
export function samplePages(pages: readonly QualityPage[]): Map<string, QualityPage> {
  const sample = new Map<string, QualityPage>();
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  for (const type of PAGE_TYPES) {
    for (const locale of localeCodes) {
      const first = sorted.find((page) => page.page === type && page.locale === locale);
      if (first) sample.set(sampleKey(type, locale), first);
    }
  }
  // Prefer counterparts, so both languages show the same content where they can.
  for (const type of PAGE_TYPES) {
    const fr = sample.get(sampleKey(type, defaultLocale));
    if (!fr) continue;
    for (const locale of localeCodes) {
      if (locale === fr.locale) continue;
      const counterpart = fr.alternatePaths[locale];
      const page = counterpart ? byPath.get(counterpart) : undefined;
      if (page && page.page === type) sample.set(sampleKey(type, locale), page);
    }
  }
  return sample;
}

export function sampleKey(type: string, locale: Locale): string {
  return `${type}:${locale}`;
}
