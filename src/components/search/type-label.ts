import { searchLabelKeys } from '../../content-model/model/search-labels.js';
import type { SearchMessageKey, SearchTypeKey } from '../../i18n/catalogue/search.js';
import type { Translate } from '../../i18n/translator.js';

const labelKeys: Readonly<Partial<Record<string, SearchTypeKey>>> = searchLabelKeys;

/**
 * What a search record's type (the route of its page) is called: the label its model names. An index built before
 * a model was renamed may still hold an unknown type; it shows as is.
 */
export function typeLabel(t: Translate<SearchMessageKey>, type: string): string {
  const key = labelKeys[type];
  return key === undefined ? type : t(key);
}
