import { describe, expect, it } from 'vitest';
import * as content from '../../src/i18n/catalogue/content.js';
import * as frame from '../../src/i18n/catalogue/interface.js';
import { messages, translate } from '../../src/i18n/messages.js';

const catalogues = { content, frame };

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
  });

  it('write French with its typography and never leave a string empty', () => {
    for (const [key, text] of Object.entries(messages.fr)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;?!](\s|$)/);
      expect(messages.en[key as keyof typeof messages.en].trim(), key).not.toBe('');
    }
  });

  it('fill placeholders and keep unknown ones visible', () => {
    expect(translate('fr', 'error.pageNotFound', { path: '/x/' })).toBe('Page introuvable\u00a0: /x/');
    expect(translate('en', 'error.pageNotFound', { path: '/en/x/' })).toBe('Page not found: /en/x/');
    expect(translate('en', 'pagination.page', { page: 2 })).toBe('Page 2 of {total}');
  });
});
