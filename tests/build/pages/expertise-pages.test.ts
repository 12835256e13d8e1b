import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import type { RouteName } from '../../../src/routing/routes.js';
import {
  contentRecords,
  field,
  isBuilt,
  jsonLdOfType,
  loadPage,
  LOCALES,
  recordById,
  slugOf,
  t,
  textOf,
  withSlug,
} from './support.js';

const employees = await contentRecords('single_employee');
const practiceAreas = await contentRecords('single_practice_area');

const kinds = [
  { model: 'single_practice_area', route: 'practice-area-slug', hub: 'practice-area' },
  { model: 'single_industry', route: 'industries-slug', hub: 'industries' },
  { model: 'single_service', route: 'services-slug', hub: 'services' },
] as const;

describe.each(kinds)('$model pages', ({ model, route, hub }) => {
  it('show the title, intro, body and contacts linking to their team pages, under their hub', async () => {
    for (const locale of LOCALES) {
      for (const { record, slug } of withSlug(await contentRecords(model), locale)) {
        const path = buildPath(route as RouteName, locale, { slug });
        const $ = await loadPage(path);
        expect(textOf($, 'main h1'), path).toBe(field(record, 'title', locale));
        expect($('main .prose').length, path).toBe(1);
        const contacts = $('#contacts')
          .parent()
          .find('h3 a')
          .map((_, a) => $(a).attr('href'))
          .get();
        expect(contacts, path).toEqual(
          ((record.contacts as string[] | undefined) ?? []).map((id) =>
            buildPath('employee-slug', locale, {
              slug: slugOf(recordById(employees, id), locale),
            }),
          ),
        );
        $('#contacts')
          .parent()
          .find('a[href^="mailto:"]')
          .each((_, a) => expect($(a).attr('href')).toMatch(/^mailto:\S+@\S+$/));
        expect(
          $('main nav.breadcrumbs a')
            .map((_, a) => $(a).attr('href'))
            .get(),
          path,
        ).toEqual([buildPath('index', locale), buildPath(hub, locale)]);
        expect(jsonLdOfType($, 'BreadcrumbList'), path).toBeDefined();
      }
    }
  });
});

describe('practice area and sub practice area pages', () => {
  it('list a practice area’s sub practice areas, which sit under it in path and trail', async () => {
    const subAreas = await contentRecords('single_sub_practice_area');
    for (const locale of LOCALES) {
      for (const area of practiceAreas) {
        const slug = slugOf(area, locale);
        const $ = await loadPage(buildPath('practice-area-slug', locale, { slug }));
        const children = subAreas.filter((sub) => sub.pageParent === area.id);
        const links = $('#sub-practice-areas')
          .parent()
          .find('h3 a')
          .map((_, a) => $(a).attr('href'))
          .get();
        expect(links.sort()).toEqual(
          children
            .map((sub) => buildPath('practice-area-slug-detail', locale, { slug, detail: slugOf(sub, locale) }))
            .sort(),
        );
        if (children.length > 0) expect(textOf($, '#sub-practice-areas')).toBe(t(locale, 'expertise.subPracticeAreas'));
        for (const href of links) {
          expect(isBuilt(href), href).toBe(true);
          const sub = await loadPage(href);
          expect(
            sub('main nav.breadcrumbs li')
              .map((_, li) => sub(li).text())
              .get()
              .slice(-2),
          ).toEqual([field(area, 'title', locale), textOf(sub, 'main h1')]);
        }
      }
    }
  });
});
