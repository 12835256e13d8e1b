import { searchLabelKeys } from '../../content/model/search-labels.js';
import { fr, type SearchMessageKey } from '../../i18n/catalogue/search.js';
import type { Translate } from '../../i18n/translator.js';

const labelKeys: Readonly<Record<string, string>> = searchLabelKeys;
const isSearchMessageKey = (key: string): key is SearchMessageKey => key in fr;

/**
 * What a search record's type (the route of its page) is called: the label its model names. An index built before
 * a model was renamed may still hold an unknown type; it shows as is.
 */
export function typeLabel(t: Translate<SearchMessageKey>, type: string): string {
  const key = labelKeys[type];
  return key !== undefined && isSearchMessageKey(key) ? t(key) : type;
}
