/** The site's locales, in project order: the first one is the default and has no path prefix. */
export const locales = {
  fr: { code: 'fr', iso: 'fr-CA', gql: 'fr_CA', language: 'Français', prefix: '' },
  en: { code: 'en', iso: 'en-CA', gql: 'en_CA', language: 'English', prefix: '/en' },
} as const;

export type Locale = keyof typeof locales;
export type LocaleIso = (typeof locales)[Locale]['iso'];

export const localeCodes = Object.keys(locales) as Locale[];
export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}

export function localeFromGql(gql: string): Locale | undefined {
  return localeCodes.find((code) => locales[code].gql === gql);
}
