import type { Locale } from '../config/locales.js';
import type { SearchRecord } from './search-record.js';

/**
 * How much of a page's text the browser's index keeps: the words a visitor searches for are nearly always in a page's
 * title, summary, topics or first paragraphs, and the whole text of every page would make the file that the search
 * page downloads grow with the site (Algolia, which has no such limit, gets every word).
 */
export const BROWSER_CONTENT_CHARS = 600;

/** The file the search page loads into its worker when no Algolia application is configured. */
export interface BrowserIndex {
  locale: Locale;
  /** One record per page: the first part of each, its text cut at a word under {@link BROWSER_CONTENT_CHARS}. */
  records: SearchRecord[];
}

function shortened(text: string): string {
  if (text.length <= BROWSER_CONTENT_CHARS) return text;
  const cut = text.slice(0, BROWSER_CONTENT_CHARS + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'), 1)).trimEnd();
}

/** The browser's index of a language: the same records as Algolia's, one per page, each with the start of its text. */
export function browserIndex(locale: Locale, records: readonly SearchRecord[]): BrowserIndex {
  const seen = new Set<string>();
  const lean: SearchRecord[] = [];
  for (const record of records) {
    if (seen.has(record.url)) continue;
    seen.add(record.url);
    lean.push({ ...record, content: shortened(record.content) });
  }
  return { locale, records: lean };
}
