/*
 * The script first in the head of the home page `/`, inlined by the build (renderer/vite/inline-script-plugin.ts) and
 * allowed by the Content-Security-Policy through its hash: the language rule of `/` (src/i18n/language-choice.ts)
 * before anything paints, so an English visitor goes to `/en/` without the French page being drawn first, on any
 * host (with or without `Language=` redirect rules).
 */
import { rootLanguageDecision } from '../../src/i18n/language-choice.js';

const { cookie, redirect } = rootLanguageDecision({
  url: location.href,
  referrer: document.referrer,
  cookies: document.cookie,
  navigatorLanguages: navigator.languages ?? [],
});
// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports, and this must happen at once
if (cookie) document.cookie = cookie;
if (redirect) location.replace(redirect);
