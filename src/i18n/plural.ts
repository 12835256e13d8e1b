import { locales, type Locale } from '../config/locales.js';

/**
 * The plural form of `count` that the catalogue writes, by the language's rules: `one` (French: 0 and 1; English: 1)
 * or `other`. A message with both forms has the keys `{key}.one` and `{key}.other`.
 */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  return new Intl.PluralRules(locales[locale].iso).select(count) === 'one' ? 'one' : 'other';
}
