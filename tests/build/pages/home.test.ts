import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import { contentRecords, field, firstRecord, isBuilt, jsonLdOfType, loadPage, LOCALES, t, textOf } from './support.js';

describe('the home page', () => {
  it('introduces the firm and links its featured practice areas and latest articles, dated in the page language', async () => {
    const home = await firstRecord('page_home');
    for (const locale of LOCALES) {
      const $ = await loadPage(buildPath('index', locale));
      expect(textOf($, 'main h1')).toBe(field(home, 'title', locale));
      expect($('title').text()).toBe(`${field(home, 'title', locale)} | Carrier Beaumont Lessard`);
      const areas = $('#home-practice-areas').parent().find('h3 a');
      expect(textOf($, '#home-practice-areas')).toBe(t(locale, 'expertise.practiceAreas'));
      expect(areas).toHaveLength((home.featuredPracticeAreas as string[]).length);
      const articles = $('#home-articles').parent().find('.card');
      expect(articles).toHaveLength((home.featuredArticles as string[]).length);
      articles.each((_, card) => {
        expect(isBuilt($(card).find('h3 a').attr('href') ?? '')).toBe(true);
        expect($(card).find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });
      areas.each((_, a) => expect(isBuilt($(a).attr('href') ?? '')).toBe(true));
      expect($('main aside.cta h2').length).toBeGreaterThan(0);
    }
  });

  it('describes the firm as a LegalService with its offices, logo and social profiles', async () => {
    const offices = await contentRecords('office');
    const layout = await firstRecord('layout');
    for (const locale of LOCALES) {
      const firm = jsonLdOfType(await loadPage(buildPath('index', locale)), 'LegalService');
      expect(firm?.name).toBe('Carrier Beaumont Lessard');
      expect(String(firm?.logo)).toMatch(/\/uploads\/favicon\.png$/);
      expect(firm?.sameAs).toEqual((layout.socialLinks as { url: string }[]).map((link) => link.url));
      const departments = firm?.department as { address: { postalCode: string; addressCountry: string } }[];
      expect(departments.map((department) => department.address.postalCode).sort()).toEqual(
        offices.map((office) => office.postalCode).sort(),
      );
      expect(departments.every((department) => department.address.addressCountry === 'CA')).toBe(true);
    }
  });
});
