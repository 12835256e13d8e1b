import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import type { RouteName } from '../../../src/routing/routes.js';
import {
  type ContentRecord,
  contentRecords,
  field,
  firstRecord,
  isBuilt,
  loadPage,
  LOCALES,
  slugOf,
  textOf,
} from './support.js';

const byPosition = (a: ContentRecord, b: ContentRecord) =>
  ((a.position as number) ?? 0) - ((b.position as number) ?? 0);

const hubs = [
  {
    route: 'practice-area',
    singleton: 'page_practice_area_hub',
    model: 'single_practice_area',
    detail: 'practice-area-slug',
  },
  { route: 'industries', singleton: 'page_industries_hub', model: 'single_industry', detail: 'industries-slug' },
  { route: 'services', singleton: 'page_services_hub', model: 'single_service', detail: 'services-slug' },
  { route: 'about', singleton: 'page_about', model: 'single_about', detail: 'about-slug' },
] as const;

async function hrefsOf(model: string, route: RouteName, locale: 'fr' | 'en'): Promise<string[]> {
  return (await contentRecords(model))
    .filter((record) => field(record, 'slug', locale))
    .sort(byPosition)
    .map((record) => buildPath(route, locale, { slug: slugOf(record, locale) }));
}

describe.each(hubs)('the $route hub', ({ route, singleton, model, detail }) => {
  it('lists its records in order, each card linking to a built page', async () => {
    const page = await firstRecord(singleton);
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath(route, locale));
      expect(textOf($, 'main h1')).toBe(field(page, 'title', locale));
      const hrefs = $('main .card-list h2 a')
        .map((_, a) => $(a).attr('href'))
        .get();
      expect(hrefs).toEqual(await hrefsOf(model, detail, locale));
      for (const href of hrefs) expect(isBuilt(href), href).toBe(true);
    }
  });
});

describe('the expertise hub', () => {
  it('links practice areas, industries and services, each section titled by its hub and leading to it', async () => {
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath('expertise', locale));
      for (const { route, singleton, model, detail } of hubs.slice(0, 3)) {
        const hub = await firstRecord(singleton);
        const section = $('main section.hub-section').filter(
          (_, element) => $(element).find('h2').text() === field(hub, 'title', locale),
        );
        expect(section, route).toHaveLength(1);
        expect(
          section
            .find('h3 a')
            .map((_, a) => $(a).attr('href'))
            .get(),
        ).toEqual(await hrefsOf(model, detail, locale));
        expect(section.find('.more a').attr('href')).toBe(buildPath(route, locale));
      }
    }
  });
});

describe('the business intelligence hub', () => {
  it('shows the 3 latest news and case studies with links to their lists, and every major case', async () => {
    const latest = async (model: string, route: RouteName, locale: 'fr' | 'en', count?: number) =>
      (await contentRecords(model))
        .filter((record) => field(record, 'slug', locale))
        .sort((a, b) => (b.date as string).localeCompare(a.date as string))
        .slice(0, count)
        .map((record) => buildPath(route, locale, { slug: slugOf(record, locale) }));
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath('business-intelligence', locale));
      const links = (id: string) =>
        $(`#section-${id}`)
          .parent()
          .find('h3 a')
          .map((_, a) => $(a).attr('href'))
          .get();
      expect(links('news')).toEqual(await latest('single_news', 'business-intelligence-news-slug', locale, 3));
      expect(links('cases')).toEqual(
        await latest('single_cases_analysis', 'business-intelligence-cases-slug', locale, 3),
      );
      expect(links('major-cases')).toEqual(
        await latest('single_major_case', 'business-intelligence-dossier-slug', locale),
      );
      expect($('#section-news').parent().find('.more a').attr('href')).toBe(
        buildPath('business-intelligence-news', locale),
      );
      expect($('#section-cases').parent().find('.more a').attr('href')).toBe(
        buildPath('business-intelligence-cases', locale),
      );
      $('main .card time').each((_, time) => expect($(time).attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    }
  });
});
