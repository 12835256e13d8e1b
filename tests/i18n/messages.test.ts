import { describe, expect, it } from 'vitest';
import * as consent from '../../src/i18n/catalogue/consent.js';
import * as content from '../../src/i18n/catalogue/content.js';
import * as frame from '../../src/i18n/catalogue/interface.js';
import * as newsletter from '../../src/i18n/catalogue/newsletter.js';
import * as preview from '../../src/i18n/catalogue/preview.js';
import * as search from '../../src/i18n/catalogue/search.js';
import { messages, translate } from '../../src/i18n/messages.js';
import { pageMessages } from '../../src/i18n/page-messages.js';
import { pluralCategory } from '../../src/i18n/plural.js';

const catalogues = { consent, content, frame, newsletter, preview, search };

describe('message catalogues', () => {
  it('define every key once, in both languages', () => {
    const seen = new Map<string, string>();
    for (const [name, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue.en).sort(), name).toEqual(Object.keys(catalogue.fr).sort());
      for (const key of Object.keys(catalogue.fr)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
    expect(Object.keys(messages.fr).sort()).toEqual([...seen.keys()].sort());
    expect(Object.keys(messages.en).sort()).toEqual([...seen.keys()].sort());
  });

  it('give every page the frame and content topics only, in its own language', () => {
    expect(pageMessages.fr).toEqual({ ...frame.fr, ...content.fr });
    expect(pageMessages.en).toEqual({ ...frame.en, ...content.en });
  });

  it('write French with its typography and never leave a string empty', () => {
    for (const [key, text] of Object.entries(messages.fr)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;?!](\s|$)/);
      expect(messages.en[key as keyof typeof messages.en].trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const [key, text] of Object.entries(messages.fr)) {
      expect(placeholders(messages.en[key as keyof typeof messages.en]), key).toEqual(placeholders(text));
    }
  });

  it('fill placeholders and keep unknown ones visible', () => {
    expect(translate('fr', 'error.pageNotFound', { path: '/x/' })).toBe('Page introuvable\u00a0: /x/');
    expect(translate('en', 'error.pageNotFound', { path: '/en/x/' })).toBe('Page not found: /en/x/');
    expect(translate('en', 'pagination.page', { page: 2 })).toBe('Page 2 of {total}');
  });

  it('choose the plural form by each language’s rules (French 0 and 1 are singular)', () => {
    const stats = (locale: 'fr' | 'en', count: number) =>
      translate(locale, `search.stats.${pluralCategory(locale, count)}`, { count, ms: 3 });
    expect([0, 1, 2].map((count) => stats('fr', count))).toEqual([
      '0 résultat trouvé en 3 ms',
      '1 résultat trouvé en 3 ms',
      '2 résultats trouvés en 3 ms',
    ]);
    expect([0, 1, 2].map((count) => stats('en', count))).toEqual([
      '0 results found in 3ms',
      '1 result found in 3ms',
      '2 results found in 3ms',
    ]);
    expect(pluralCategory('fr', 1_000_000)).toBe('other');
  });
});
