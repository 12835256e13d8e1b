import { localeCodes, type Locale } from '../../src/config/locales.js';
import { chooseLanguage, LANGUAGE_COOKIE, languageCookie, rootRedirectTarget } from '../../src/i18n/language-choice.js';
import { buildPath } from '../../src/routing/build-path.js';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** On the home page `/`, goes to `/en/` when the stored or browser language is English. Returns whether it left. */
export function redirectRootByLanguage(): boolean {
  const choice = chooseLanguage({ cookie: readCookie(LANGUAGE_COOKIE), navigatorLanguages: navigator.languages ?? [] });
  const target = rootRedirectTarget(window.location.pathname, buildPath('index', choice));
  if (!target || target === window.location.pathname) return false;
  window.location.replace(target + window.location.search + window.location.hash);
  return true;
}

/** Stores the language a visitor picks with the language switcher (365 days). */
export function rememberLanguageChoices(): void {
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[data-language-switch]');
    const locale = anchor?.getAttribute('data-language-switch');
    if (locale && (localeCodes as string[]).includes(locale)) document.cookie = languageCookie(locale as Locale);
  });
}
