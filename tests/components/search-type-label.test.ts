import { describe, expect, it } from 'vitest';
import { typeLabel } from '../../src/components/search/type-label.js';
import { searchLabelKeys } from '../../src/content-model/model/search-labels.js';
import { en, fr } from '../../src/i18n/catalogue/search.js';
import { translate } from '../../src/i18n/messages.js';
import { translator } from '../../src/i18n/translator.js';

describe('search type labels', () => {
  it('name every searchable page type with a key of the search chunk’s words, in both languages', () => {
    const routes = Object.keys(searchLabelKeys);
    expect(routes.length).toBeGreaterThan(0);
    for (const [route, key] of Object.entries(searchLabelKeys)) {
      expect(Object.keys(fr), route).toContain(key);
      expect(typeLabel(translator(fr), route), route).toBe(translate('fr', key));
      expect(typeLabel(translator(en), route), route).toBe(translate('en', key));
    }
    expect(typeLabel(translator(en), 'employee-slug')).toBe('Team');
  });

  it('show an unknown type (an index older than the model table) as it is', () => {
    expect(typeLabel(translator(fr), 'retired-model-slug')).toBe('retired-model-slug');
  });
});
