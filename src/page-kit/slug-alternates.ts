import { localeFromGql, type Locale } from '../config/locales.js';

/** A record's slug in each of its languages, as collection documents select it. */
export interface LocaleSlugs {
  _allSlugLocales: readonly { locale: string; value: string | null }[];
}

/** The record's slug in each language, as route params; a language without a slug has no counterpart (null). */
export function slugAlternates(
  record: LocaleSlugs,
  param = 'slug',
  extra: (locale: Locale) => Record<string, string> | null = () => ({}),
): Partial<Record<Locale, Record<string, string> | null>> {
  const alternates: Partial<Record<Locale, Record<string, string> | null>> = { fr: null, en: null };
  for (const { locale: gqlLocale, value } of record._allSlugLocales) {
    const locale = localeFromGql(gqlLocale);
    if (!locale) continue;
    const more = extra(locale);
    alternates[locale] = value && more ? { ...more, [param]: value } : null;
  }
  return alternates;
}
