import { isLocale, type Locale } from '../config/locales.js';

/**
 * The first of the site's languages in an Accept-Language header, by preference (q) then order, or undefined: what
 * `navigator.languages` gives the page's script, seen from the server.
 */
export function preferredSiteLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLocale);
}

/** The names of the cookies a Cookie header carries. */
export function cookieNames(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}
