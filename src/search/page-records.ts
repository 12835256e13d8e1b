import type { Locale } from '../config/locales.js';
import { plainText } from '../content-model/dast/plain-text.js';
import { variantUrl } from '../images/variant-url.js';
import { buildPath } from '../routing/build-path.js';
import type { PageEntry } from '../page-contract/page-module.js';
import type { SearchRecord } from './search-record.js';

/** Algolia's record limit on its smallest plan: each record's JSON stays under it (a long page becomes several). */
export const MAX_RECORD_BYTES = 10_000;

/** Results show a square thumbnail 80 CSS pixels wide: twice that for dense screens. */
const THUMBNAIL = { width: 160, height: 160, quality: 70, blur: 0 } as const;

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');
const present = (values: readonly (string | null | undefined)[] | undefined): string[] => [
  ...new Set((values ?? []).filter((value): value is string => Boolean(value))),
];

/** The bytes a piece of text adds inside a JSON string (escapes included). */
const jsonBytes = (text: string) => byteLength(JSON.stringify(text)) - 2;

/** `text` cut at word boundaries into parts of at most `budget` bytes of JSON string (counted as it goes: linear). */
function splitText(text: string, budget: number): string[] {
  if (jsonBytes(text) + 2 <= budget) return [text];
  const parts: string[] = [];
  let current = '';
  let size = 2;
  for (const word of text.split(/(?<=\s)/)) {
    const added = jsonBytes(word);
    if (current !== '' && size + added > budget) {
      parts.push(current.trim());
      current = '';
      size = 2;
    }
    current += word;
    size += added;
  }
  if (current.trim() !== '' || parts.length === 0) parts.push(current.trim());
  return parts;
}

/**
 * The search records of one built page: one, or several sharing the page's `url` when its text is longer than a
 * record holds (the index is distinct on the url, so a search still shows the page once). None when the page's data
 * gave no search facts.
 */
export function pageSearchRecords(
  entry: Pick<PageEntry, 'route' | 'title' | 'description' | 'search'>,
  path: string,
): SearchRecord[] {
  const facts = entry.search;
  if (!facts) return [];
  const date = facts.date?.slice(0, 10);
  const image = facts.image
    ? variantUrl(facts.image, { ...THUMBNAIL, focalPoint: facts.image.focalPoint ?? { x: 0.5, y: 0.5 } })
    : undefined;
  const base: Omit<SearchRecord, 'objectID' | 'content'> = {
    type: entry.route,
    title: entry.title,
    summary: entry.description ?? '',
    url: path,
    ...(image ? { image } : {}),
    ...(date ? { date, year: Number(date.slice(0, 4)) } : {}),
    practiceAreas: present(facts.practiceAreas),
    industries: present(facts.industries),
    ...(facts.office ? { office: facts.office } : {}),
    ...(facts.role ? { role: facts.role } : {}),
  };
  const text = facts.text
    .map((part) => (typeof part === 'string' ? part.trim() : plainText(part)))
    .filter(Boolean)
    .join('\n');
  const budget = MAX_RECORD_BYTES - byteLength(JSON.stringify({ ...base, objectID: `${path}#000`, content: '' }));
  if (budget < 1_000)
    throw new Error(
      `The search record of ${path} leaves less than 1 KB for its text: its title or summary is too long`,
    );
  return splitText(text, budget).map((content, index) => ({ ...base, objectID: `${path}#${index}`, content }));
}

/** The search records of a page built in `locale`, at its path in that language. */
export function localePageSearchRecords(entry: PageEntry, locale: Locale): SearchRecord[] {
  return pageSearchRecords(entry, buildPath(entry.route, locale, entry.params));
}
