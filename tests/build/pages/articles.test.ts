import { describe, expect, it } from 'vitest';
import { recordTypeOf } from '../../../src/content-model/model/record-types.js';
import { buildPath, paginatedPath } from '../../../src/routing/build-path.js';
import {
  contentRecords,
  fact,
  field,
  isBuilt,
  iso,
  jsonLdOfType,
  lines,
  loadPage,
  LOCALES,
  t,
  textOf,
  type ContentRecord,
  present,
  recordById,
  slugOf,
  withSlug,
} from './support.js';

/** The article types, their structured data type and the paginated list (if any) that lists them. */
const kinds = (
  [
    { model: 'single_news', list: 'business-intelligence-news', schema: 'NewsArticle' },
    { model: 'single_cases_analysis', list: 'business-intelligence-cases', schema: 'Article' },
    { model: 'single_major_case', list: null, schema: 'Article' },
  ] as const
).map((kind) => ({ ...kind, route: recordTypeOf(kind.model).route }));

const employees = await contentRecords('single_employee');
const articles = (await Promise.all(kinds.map(({ model }) => contentRecords(model)))).flat();

/** The related articles a page can link to: the published ones with a page in its language. */
function publishedRelated(record: ContentRecord, locale: 'fr' | 'en'): string[] {
  return (record.relatedArticles as string[]).filter((id) => {
    const related = articles.find((candidate) => candidate.id === id);
    return related !== undefined && field(related, 'slug', locale) !== null;
  });
}

function longDate(date: string, locale: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(iso(locale), { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(`${date}T12:00:00-05:00`),
  );
}

describe.each(kinds)('$model pages', ({ model, route, list, schema }) => {
  it('show the date, reading time, authors linking to their team pages, key points, body and related articles', async () => {
    const records = await contentRecords(model);
    for (const locale of LOCALES) {
      for (const { record, slug } of withSlug(records, locale)) {
        const path = buildPath(route, locale, { slug });
        const $ = await loadPage(path);
        expect(textOf($, 'main h1'), path).toBe(
          field(record, 'title', locale)?.replace(/ ([:;?!])/g, '\u00a0$1') ?? '',
        );
        const date = record.date as string;
        expect($('main .page-intro time').attr('datetime'), path).toBe(date);
        expect($('main .page-intro time').text(), path).toBe(longDate(date, locale));
        const readingTime = new RegExp(t(locale, 'article.readingTime', { minutes: 999 }).replace('999', '(\\d+)'));
        expect(Number(readingTime.exec(textOf($, 'main .page-intro .meta'))?.[1]), path).toBeGreaterThanOrEqual(2);
        const authors = (record.authors as string[]).map((id) => recordById(employees, id));
        const authorLinks = $('main .authors a')
          .map((_, a) => $(a).attr('href'))
          .get();
        expect(authorLinks, path).toEqual(
          authors.map((author) => buildPath('employee-slug', locale, { slug: slugOf(author, locale) })),
        );
        expect(textOf($, 'main .authors'), path).toContain(
          t(locale, authors.length > 1 ? 'article.authors' : 'article.author'),
        );
        const keyPoints = $('#key-points')
          .next('ul')
          .find('li')
          .map((_, li) => $(li).text())
          .get();
        expect(keyPoints.length, path).toBe(lines(field(record, 'keyPoints', locale)).length);
        expect($('main .prose p').length, path).toBeGreaterThan(0);
        const related = $('#related').parent().find('.card-list h3 a');
        expect(related.length, path).toBe(publishedRelated(record, locale).length);
        related.each((_, a) => expect(isBuilt($(a).attr('href') ?? ''), `${path} → ${$(a).attr('href')}`).toBe(true));
        expect($('#related').parent().find('time[datetime]').length, path).toBe(related.length);
      }
    }
  });

  it(`give a ${schema} and a BreadcrumbList through the business intelligence hub`, async () => {
    const record = present((await contentRecords(model))[0], `a published ${model} record`);
    for (const locale of LOCALES) {
      const path = buildPath(route, locale, { slug: slugOf(record, locale) });
      const $ = await loadPage(path);
      const article = present(jsonLdOfType($, schema), `the ${schema} of ${path}`);
      expect(article).toMatchObject({
        datePublished: record.date,
        inLanguage: iso(locale),
        publisher: { name: 'Carrier Beaumont Lessard' },
      });
      expect((article.author as unknown[]).length).toBe((record.authors as string[]).length);
      const breadcrumbs = present(jsonLdOfType($, 'BreadcrumbList'), `the BreadcrumbList of ${path}`);
      const trail = (breadcrumbs.itemListElement as { item: string }[]).map((crumb) =>
        crumb.item.replace(/^https?:\/\/[^/]+/, ''),
      );
      expect(trail).toEqual([
        buildPath('index', locale),
        buildPath('business-intelligence', locale),
        ...(list ? [buildPath(list, locale)] : []),
        path,
      ]);
    }
  });

  if (list) {
    it('are listed 9 per page, latest first, each card dated in the page language', async () => {
      const records = (await contentRecords(model)).sort((a, b) => (b.date as string).localeCompare(a.date as string));
      for (const locale of LOCALES) {
        const inLocale = records.filter((record) => field(record, 'slug', locale));
        const pages = Math.ceil(inLocale.length / 9);
        const listed: string[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const $ = await loadPage(paginatedPath(list, locale, page));
          const cards = $('main .card-list > li');
          expect(cards.length).toBeLessThanOrEqual(9);
          cards.each((_, card) => {
            listed.push($(card).find('h2 a').attr('href') ?? '');
            expect($(card).find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          });
          if (pages > 1) expect($('main nav.pagination a[aria-current="page"]').text()).toBe(String(page));
        }
        expect(listed).toEqual(inLocale.map((record) => buildPath(route, locale, { slug: slugOf(record, locale) })));
        expect(isBuilt(paginatedPath(list, locale, pages + 1))).toBe(false);
      }
    });
  }
});

describe('major case pages', () => {
  it('state the court and the case status', async () => {
    for (const locale of LOCALES) {
      for (const { record, slug } of withSlug(await contentRecords('single_major_case'), locale)) {
        const $ = await loadPage(buildPath('business-intelligence-dossier-slug', locale, { slug }));
        if (field(record, 'court', locale))
          expect(fact($, t(locale, 'article.court')).text()).toBe(field(record, 'court', locale));
        if (field(record, 'caseStatus', locale))
          expect(fact($, t(locale, 'article.caseStatus')).text()).toBe(field(record, 'caseStatus', locale));
      }
    }
  });
});
