import { defaultLocale, localeCodes, locales } from '../config/locales.js';
import { LANGUAGE_COOKIE } from '../i18n/language-choice.js';
import { buildPath } from '../routing/build-path.js';
import { cacheRules } from './cache-policy.js';
import type { HeaderRule } from './headers-file.js';
import type { RedirectRule } from './redirects-file.js';
import { securityHeaders, type PolicyOptions } from '../http/security-headers.js';

/** Exact path redirects of the site (old path → new path): the default language has no prefix. */
export const siteRedirects: Readonly<Record<string, string>> = {
  [`/${defaultLocale}/`]: '/',
  ...Object.fromEntries(
    localeCodes
      .filter((code) => locales[code].prefix)
      .map((code) => [locales[code].prefix, `${locales[code].prefix}/`]),
  ),
};

/**
 * The `_headers` rules: security headers on every path, then the cache rules (src/hosting/cache-policy.ts) but the
 * catch-all one. Cloudflare Pages joins the values of a header that two matching blocks set, so no path gets
 * Cache-Control twice: what no rule names (HTML, payloads) keeps the hosts' default, revalidation on every request,
 * which is what the catch-all rule says.
 */
export function hostHeaderRules(options: PolicyOptions & { https: boolean }): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(options) },
    ...cacheRules
      .filter((rule) => rule.pattern !== '/*')
      .map(({ pattern, cacheControl }) => ({ pattern, headers: { 'Cache-Control': cacheControl } })),
  ];
}

/**
 * The `_redirects` rules: the site's redirects; the home page `/` sends a first visitor whose browser prefers
 * another of the site's languages to that language's home before anything renders (a visitor who chose a language
 * has the language cookie and is served `/`, where the page's script honours the cookie); each language's 404 page.
 */
export function hostRedirectRules(): RedirectRule[] {
  const others = localeCodes.filter((code) => code !== defaultLocale);
  return [
    ...Object.entries(siteRedirects).map(([from, to]): RedirectRule => ({ from, to, status: 301, force: false })),
    { from: '/', to: '/index.html', status: 200, force: true, cookie: LANGUAGE_COOKIE },
    ...others.map(
      (code): RedirectRule => ({ from: '/', to: buildPath('index', code), status: 302, force: true, language: [code] }),
    ),
    ...others.map(
      (code): RedirectRule => ({
        from: `${locales[code].prefix}/*`,
        to: `${locales[code].prefix}/404.html`,
        status: 404,
        force: false,
      }),
    ),
    { from: '/*', to: '/404.html', status: 404, force: false },
  ];
}
