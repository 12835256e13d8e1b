import { beforeAll, describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { collectionRecordTypes } from '../../../src/content-model/model/record-types.js';
import { matchPath } from '../../../src/routing/match-path.js';
import { pageMessages } from '../../../src/i18n/page-messages.js';
import { builtPagePaths } from '../../support/test-site.js';
import { isBuilt, jsonLdOfType, loadPage, readPayload, siteDir } from './support.js';

let pages: { path: string; locale: 'fr' | 'en'; route: string; $: CheerioAPI }[] = [];

beforeAll(async () => {
  const paths = await builtPagePaths(siteDir);
  pages = await Promise.all(
    paths.map(async (path) => {
      const match = matchPath(path);
      if (!match) throw new Error(`Unmatched built page ${path}`);
      return { path, locale: match.locale, route: match.name, $: await loadPage(path) };
    }),
  );
  if (pages.length < 300)
    throw new Error(`Expected the whole site (over 300 pages), found ${pages.length} built pages`);
});

/** Interface messages of `locale` that cannot occur in the other language's pages: several words, no placeholder, differing. */
function foreignMessages(locale: 'fr' | 'en'): string[] {
  const other = locale === 'fr' ? 'en' : 'fr';
  return Object.entries(pageMessages[other])
    .filter(
      ([key, text]) =>
        !text.includes('{') &&
        text.split(' ').length >= 2 &&
        text !== pageMessages[locale][key as keyof typeof pageMessages.fr],
    )
    .map(([, text]) => text);
}

const detailRoutes = new Set<string>(collectionRecordTypes.map((type) => type.route));

describe('every page', () => {
  it('has one <h1> and headings that never skip a level', () => {
    for (const { path, $ } of pages) {
      expect($('main h1'), path).toHaveLength(1);
      const levels = $('main')
        .find('h1, h2, h3, h4, h5, h6')
        .map((_, heading) => Number(heading.tagName[1]))
        .get();
      levels.reduce((previous, level) => {
        expect(level, `${path}: h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
        return level;
      }, 0);
    }
  });

  it('links only to pages and files that were built, and dials and mails with well-formed links', () => {
    const checked = { internal: 0, tel: 0, mailto: 0 };
    for (const { path, $ } of pages) {
      $('main a[href^="/"]').each((_, a) => {
        checked.internal++;
        expect(isBuilt($(a).attr('href') ?? ''), `${path} → ${$(a).attr('href')}`).toBe(true);
      });
      $('main a[href^="tel:"]').each((_, a) => {
        checked.tel++;
        expect($(a).attr('href'), path).toMatch(/^tel:\+\d{11,15}$/);
      });
      $('main a[href^="mailto:"]').each((_, a) => {
        checked.mailto++;
        expect($(a).attr('href'), path).toMatch(/^mailto:[^@\s]+@[^@\s?]+(\?subject=\S+)?$/);
      });
    }
    expect(checked.internal).toBeGreaterThan(1000);
    expect(checked.tel).toBeGreaterThan(0);
    expect(checked.mailto).toBeGreaterThan(0);
  });

  it('shows no interface text of the other language, and writes dates in its own', () => {
    const months = {
      fr: /\b(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/,
      en: /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    };
    for (const locale of ['fr', 'en'] as const) {
      const foreign = foreignMessages(locale);
      expect(foreign.length).toBeGreaterThan(20);
      for (const page of pages.filter((candidate) => candidate.locale === locale)) {
        const text = page.$('main').text();
        for (const message of foreign) expect(text.includes(message), `${page.path} shows “${message}”`).toBe(false);
        page.$('main time').each((_, time) => {
          const value = page.$(time).text();
          expect(page.$(time).attr('datetime'), page.path).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(value, page.path).not.toMatch(months[locale === 'fr' ? 'en' : 'fr']);
          if (/\d{4}/.test(value)) expect(value, page.path).toMatch(months[locale]);
          else expect(value, page.path).toMatch(locale === 'fr' ? /^\d{1,2} h \d{2}$/ : /^\d{1,2}:\d{2}\s[ap]\.m\.$/);
        });
      }
    }
  });

  it('sends its client only rendered fields: no SEO tags or slug lists in payload data', async () => {
    for (const { path } of pages) {
      const data = JSON.stringify((await readPayload(path)).data);
      for (const key of ['_seoMetaTags', '_allSlugLocales', '_allRoleLocales'])
        expect(data.includes(key), `${path}: ${key}`).toBe(false);
    }
  });
});

describe('every detail page', () => {
  it('has a visible breadcrumb trail and the same BreadcrumbList in structured data, ending with itself', () => {
    const details = pages.filter((page) => detailRoutes.has(page.route));
    expect(details.length).toBeGreaterThan(100);
    for (const { path, $ } of details) {
      const visible = $('main nav.breadcrumbs li')
        .map((_, li) => $(li).text())
        .get();
      const list = jsonLdOfType($, 'BreadcrumbList')?.itemListElement as {
        name: string;
        item: string;
        position: number;
      }[];
      expect(
        list.map((crumb) => crumb.name),
        path,
      ).toEqual(visible);
      expect(list.at(-1)?.item, path).toMatch(new RegExp(`${path}$`));
      expect(
        list.map((crumb) => crumb.position),
        path,
      ).toEqual(visible.map((_, index) => index + 1));
    }
  });
});
