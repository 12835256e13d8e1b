import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { Locale } from '../config/locales.js';
import { indexSettings } from './index-settings.js';
import { createLocalEngine, searchIndexOptions, type LocalEngine } from './local-engine.js';
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
  /**
   * The records' MiniSearch index, serialized (`toJSON`) with {@link searchIndexOptions} of the language's settings:
   * the worker loads it as it is instead of indexing the records on every visit.
   */
  index: AsPlainObject;
}

function shortened(text: string): string {
  if (text.length <= BROWSER_CONTENT_CHARS) return text;
  const cut = text.slice(0, BROWSER_CONTENT_CHARS + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'), 1)).trimEnd();
}

/** The records the browser index keeps of `records`: the first of each page (url), with the start of its text. */
export function browserRecords(records: readonly SearchRecord[]): SearchRecord[] {
  const seen = new Set<string>();
  const lean: SearchRecord[] = [];
  for (const record of records) {
    if (seen.has(record.url)) continue;
    seen.add(record.url);
    lean.push({ ...record, content: shortened(record.content) });
  }
  return lean;
}

/** An empty MiniSearch index of a language's browser records, to which they are added. */
export const newBrowserSearchIndex = (locale: Locale): MiniSearch<SearchRecord> => new MiniSearch<SearchRecord>(searchIndexOptions(indexSettings(locale)));

/** The browser's index of a language: the same records as Algolia's, one per page, each with the start of its text, and their search index. */
export function browserIndex(locale: Locale, records: readonly SearchRecord[]): BrowserIndex {
  const lean = browserRecords(records);
  const index = newBrowserSearchIndex(locale);
  index.addAll(lean);
  // As the file holds it (JSON has no `undefined`: the average length of a field no record has is null).
  return { locale, records: lean, index: JSON.parse(JSON.stringify(index)) as AsPlainObject };
}

/** The embedded engine over a browser index file, its search index loaded as it was serialized (no indexing). */
export function loadBrowserEngine(file: BrowserIndex): LocalEngine {
  const settings = indexSettings(file.locale);
  return createLocalEngine(file.records, settings, MiniSearch.loadJS(file.index, searchIndexOptions(settings)));
}
