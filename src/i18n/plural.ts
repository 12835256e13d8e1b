import { locales, type Locale } from '../config/locales.js';
import { madeOnce } from './made-once.js';

/** Each language's plural rules, made once (making them costs more than applying them). */
const rulesOf = madeOnce((locale: Locale) => new Intl.PluralRules(locales[locale].iso));

/**
 * The plural form of `count` that the catalogue writes, by the language's rules: `one` (French: 0 and 1; English: 1)
 * or `other`. A message with both forms has the keys `{key}.one` and `{key}.other`.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  return rulesOf(locale).select(count) === 'one' ? 'one' : 'other';
}
