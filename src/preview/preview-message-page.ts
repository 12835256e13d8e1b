import { locales, otherLocale } from '../config/locales.js';
import { translate } from '../i18n/messages.js';
import { pathLocale } from '../routing/match-path.js';

/**
 * The preview's own page for an answer that is not a page of the site (401 without a session, 502 when a page fails
 * to render): the message in the language of the path, then in the other language.
 */
export function previewMessagePage(path: string, key: 'unauthorized' | 'failed'): string {
  const locale = pathLocale(path);
  const other = otherLocale(locale);
  return `<!DOCTYPE html><html lang="${locales[locale].iso}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/><title>${translate(locale, `preview.${key}`)}</title></head><body><main><h1>${translate(locale, `preview.${key}`)}</h1><p lang="${locales[other].iso}">${translate(other, `preview.${key}`)}</p></main></body></html>`;
}
