import { defaultLocale, isLocale, localeCodes, locales, type Locale } from '../config/locales.js';

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

/** The home page of a language: its prefix and `/` (`/`, `/en/`). */
export function languageHome(locale: Locale): string {
  return `${locales[locale].prefix}/`;
}

/** The language of a URL path: the language whose prefix it starts with (`/en`, `/en/...`), else the default one. */
function pathLanguage(pathname: string): Locale {
  const prefixed = localeCodes.find(
    (code) =>
      locales[code].prefix !== '' &&
      (pathname === locales[code].prefix || pathname.startsWith(`${locales[code].prefix}/`)),
  );
  return prefixed ?? defaultLocale;
}

/**
 * The language a visitor picked by following a link from a page of the site in another language (the language
 * switcher) to `url`: that page's language, else null. Same-origin navigations carry the full referring URL
 * (Referrer-Policy `strict-origin-when-cross-origin`).
 */
export function switchedLanguage(url: string, referrer: string): Locale | null {
  if (!referrer) return null;
  const here = new URL(url);
  const from = new URL(referrer);
  if (from.origin !== here.origin) return null;
  const language = pathLanguage(here.pathname);
  return pathLanguage(from.pathname) === language ? null : language;
}

/** What a visit to a page knows of the visitor's language. */
export interface VisitSignals {
  /** The page's full URL (`location.href`). */
  url: string;
  /** `document.referrer`. */
  referrer: string;
  /** `document.cookie`. */
  cookies: string;
  /** `navigator.languages`. */
  navigatorLanguages: readonly string[];
}

/** What the home page does for a visit: store the language picked with the switcher, and go to another language's home. */
export interface RootLanguageDecision {
  /** The `document.cookie` assignment to make, or null. */
  cookie: string | null;
  /** Where to go instead (`location.replace`), or null to stay. */
  redirect: string | null;
}

/**
 * The language rule of the home page `/`, run by the script first in its head (before anything paints) and by the
 * client code: a visitor who arrives with the switcher from a page in another language stays and the choice is
 * stored; otherwise the cookie, then the browser's languages choose ({@link chooseLanguage}) and `/` sends the
 * visitor to that language's home, keeping the query string and hash.
 */
export function rootLanguageDecision({
  url,
  referrer,
  cookies,
  navigatorLanguages,
}: VisitSignals): RootLanguageDecision {
  const picked = switchedLanguage(url, referrer);
  if (picked) return { cookie: languageCookie(picked), redirect: null };
  const choice = chooseLanguage({ cookie: readLanguageCookie(cookies), navigatorLanguages });
  const { pathname, search, hash } = new URL(url);
  return { cookie: null, redirect: rootRedirectTarget(`${pathname}${search}${hash}`, languageHome(choice)) };
}
