import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import type { RouteName } from '../../../src/routing/routes.js';
import { contentRecords, field, firstRecord, loadPage, LOCALES, textOf, withSlug } from './support.js';

const singletons = [
  { route: 'term', model: 'page_term' },
  { route: 'privacy', model: 'page_privacy' },
  { route: 'newsletter', model: 'page_newsletter' },
  { route: 'search', model: 'page_search' },
] as const;

describe.each(singletons)('the $route page', ({ route, model }) => {
  it('shows its title, intro and body in both languages', async () => {
    const page = await firstRecord(model);
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath(route, locale));
      expect(textOf($, 'main h1')).toBe(field(page, 'title', locale));
      if (field(page, 'intro', locale))
        expect(textOf($, 'main .lead')).toBe(field(page, 'intro', locale)?.replace(/\s+/g, ' '));
      if (field(page, 'body', locale)) expect($('main .prose > *').length).toBeGreaterThan(0);
    }
  });
});

const details = [
  { model: 'single_about', route: 'about-slug', trail: ['index', 'about'] },
  { model: 'generic_page', route: 'slug', trail: ['index'] },
] as const;

describe.each(details)('$model pages', ({ model, route, trail }) => {
  it('show their title, intro and body under a breadcrumb trail', async () => {
    for (const locale of LOCALES) {
      for (const { record, slug } of withSlug(await contentRecords(model), locale)) {
        const path = buildPath(route as RouteName, locale, { slug });
        const $ = await loadPage(path);
        expect(textOf($, 'main h1'), path).toBe(field(record, 'title', locale));
        expect($('main .prose > *').length, path).toBeGreaterThan(0);
        expect(
          $('main nav.breadcrumbs a')
            .map((_, a) => $(a).attr('href'))
            .get(),
          path,
        ).toEqual(trail.map((name) => buildPath(name, locale)));
        expect($('main nav.breadcrumbs [aria-current="page"]').text(), path).toBe(textOf($, 'main h1'));
      }
    }
  });
});
