import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import { contentRecords, fact, field, isBuilt, loadPage, LOCALES, slugOf, t, textOf, withSlug } from './support.js';

const careers = await contentRecords('single_career');

describe('the careers hub', () => {
  it('lists every open position, latest first, with its place and translated position type', async () => {
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath('career', locale));
      const inLocale = careers
        .filter((career) => field(career, 'slug', locale))
        .sort((a, b) => (b.date as string).localeCompare(a.date as string));
      const cards = $('main .card-list > li');
      expect(cards.map((_, card) => $(card).find('h2 a').attr('href')).get()).toEqual(
        inLocale.map((career) => buildPath('career-slug', locale, { slug: slugOf(career, locale) })),
      );
      inLocale.forEach((career, index) => {
        const card = cards.eq(index);
        const meta = card.find('.meta').text();
        expect(meta).toContain(field(career, 'location', locale));
        if (career.employmentType)
          expect(meta).toContain(t(locale, `career.type.${career.employmentType as 'full-time'}`));
        expect(isBuilt(card.find('h2 a').attr('href') ?? '')).toBe(true);
      });
    }
  });
});

describe('career pages', () => {
  it('state the place, the position type in words (never its code), the posting date, and how to apply', async () => {
    for (const locale of LOCALES) {
      for (const { record: career, slug } of withSlug(careers, locale)) {
        const path = buildPath('career-slug', locale, { slug });
        const $ = await loadPage(path);
        expect(textOf($, 'main h1'), path).toBe(field(career, 'title', locale));
        expect(fact($, t(locale, 'career.location')).text(), path).toBe(field(career, 'location', locale));
        const type = career.employmentType as 'full-time' | undefined;
        if (type) {
          expect(fact($, t(locale, 'career.type')).text(), path).toBe(t(locale, `career.type.${type}`));
          expect(fact($, t(locale, 'career.type')).text(), path).not.toBe(type);
        }
        expect(fact($, t(locale, 'career.postedOn')).find('time').attr('datetime'), path).toBe(career.date);
        if (career.applyEmail)
          expect($('main a.button').attr('href'), path).toMatch(
            new RegExp(`^mailto:${career.applyEmail as string}\\?subject=`),
          );
        expect($('main nav.breadcrumbs a').last().attr('href'), path).toBe(buildPath('career', locale));
      }
    }
  });
});
