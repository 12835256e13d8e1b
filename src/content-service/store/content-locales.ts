import { defaultLocale, localeCodes, locales, type LocaleIso } from '../../config/locales.js';

/** The site's locales as content keys them (`fr-CA`), in project order; site.json must list exactly these. */
export const contentLocales: readonly LocaleIso[] = localeCodes.map((code) => locales[code].iso);

export const defaultContentLocale: LocaleIso = locales[defaultLocale].iso;

export function isContentLocale(value: string): value is LocaleIso {
  return contentLocales.some((locale) => locale === value);
}
