import { defaultLocale, isLocale, type Locale } from '../config/locales.js';

/** Name of the cookie holding the visitor's language choice (as @nuxtjs/i18n names it). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
/** The language choice is kept for 365 days. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface LanguageSignals {
  /** Value of the language cookie, if any. */
  cookie?: string | null;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  navigatorLanguages: readonly string[];
}

/** The primary subtag of a BCP 47 tag, lowercased (`en-CA` -> `en`, `fr_CA` -> `fr`). */
function primarySubtag(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * The visitor's language: the cookie when it holds a site locale, else the first browser language whose primary
 * subtag is a site locale, else the default locale (fr).
 */
export function chooseLanguage({ cookie, navigatorLanguages }: LanguageSignals): Locale {
  if (isLocale(cookie)) return cookie;
  for (const tag of navigatorLanguages) {
    const primary = primarySubtag(tag);
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/**
 * Where a first visit to `path` should go, or null to stay: only the home page `/` redirects (to `home`, the chosen
 * language's home page, keeping the query string and hash); deep links keep their language.
 */
export function rootRedirectTarget(path: string, home: string): string | null {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (pathname !== '/' || home === '/') return null;
  return `${home}${end === -1 ? '' : path.slice(end)}`;
}

/** The `document.cookie` assignment that stores a language choice for the whole site. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The language cookie's value in a `document.cookie` (or `Cookie` header) string, or null. */
export function readLanguageCookie(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === LANGUAGE_COOKIE) {
      return pair.slice(separator + 1).trim();
    }
  }
  return null;
}
