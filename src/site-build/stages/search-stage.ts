import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '../../config/locales.js';
import { browserIndex } from '../../search/browser-index.js';
import type { SearchRecord } from '../../search/search-record.js';

/**
 * Stage 4: each language's browser search index, as `/assets/search-{locale}-{hash}.json` (content-hashed, so cached
 * for good and kept with the build's other assets for tabs still on it). Returns their paths, for the build manifest,
 * where the search page finds them; no page links to them, so no other page downloads them.
 */
export async function searchStage({ staging, records }: { staging: string; records: Record<Locale, SearchRecord[]> }): Promise<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const [locale, localeRecords] of Object.entries(records) as [Locale, SearchRecord[]][]) {
    const json = JSON.stringify(browserIndex(locale, localeRecords));
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
    const file = `search-${locale}-${hash}.json`;
    await mkdir(join(staging, 'assets'), { recursive: true });
    await writeFile(join(staging, 'assets', file), json);
    paths[locale] = `/assets/${file}`;
  }
  return paths as Record<Locale, string>;
}
