import { localeCodes, type Locale } from '../../src/config/locales.js';
import {
  languageCookie,
  rootLanguageDecision,
  switchedLanguage,
  type VisitSignals,
} from '../../src/i18n/language-choice.js';

/** What this visit knows of the visitor's language. */
export function visitSignals(): VisitSignals {
  return {
    url: window.location.href,
    referrer: document.referrer,
    cookies: document.cookie,
    navigatorLanguages: navigator.languages ?? [],
  };
}

/**
 * On the home page `/`, the language rule the script first in its head already applied before the first paint
 * (renderer/client/root-language.ts), again: it only acts when that script could not run. Returns whether it left.
 */
export function redirectRootByLanguage(): boolean {
  const { cookie, redirect } = rootLanguageDecision(visitSignals());
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports, and this must happen at once
  if (cookie) document.cookie = cookie;
  if (!redirect) return false;
  window.location.replace(redirect);
  return true;
}

/**
 * Stores the language a visitor picks with the language switcher (365 days): at the click, and on arrival from a
 * page in the other language (a switch made before this code ran on the page left).
 */
export function rememberLanguageChoices(): void {
  const arrived = switchedLanguage(window.location.href, document.referrer);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports, and this must happen at once
  if (arrived) document.cookie = languageCookie(arrived);
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[data-language-switch]');
    const locale = anchor?.getAttribute('data-language-switch');
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports, and this must happen at once
    if (locale && (localeCodes as string[]).includes(locale)) document.cookie = languageCookie(locale as Locale);
  });
}
