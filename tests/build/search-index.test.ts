import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { localeCodes } from '../../src/config/locales.js';
import { buildMetaPath, type BuildMeta } from '../../src/page-contract/build-manifest.js';
import type { BrowserIndex } from '../../src/search/browser-index.js';
import { builtPagePaths, pageFile, TEST_BUILD_ID } from '../support/test-site.js';

const dir = inject('builtSiteDir');
const meta = async () => JSON.parse(await readFile(join(dir, buildMetaPath(TEST_BUILD_ID)), 'utf8')) as BuildMeta;

describe('the browser search index of each language', () => {
  it('is a content-hashed asset named by the build manifest, under 150 KB gzip, with every kind of searchable page', async () => {
    const { searchIndexes, assets } = await meta();
    for (const locale of localeCodes) {
      const path = searchIndexes?.[locale] ?? '';
      expect(path).toMatch(new RegExp(`^/assets/search-${locale}-[\\w-]{10}\\.json$`));
      expect(assets).toContain(path);
      const bytes = await readFile(join(dir, path));
      expect(gzipSync(bytes).length).toBeLessThan(150_000);
      const index = JSON.parse(bytes.toString('utf8')) as BrowserIndex;
      expect(index.locale).toBe(locale);
      const types = new Set(index.records.map((record) => record.type));
      for (const type of [
        'employee-slug',
        'practice-area-slug',
        'practice-area-slug-detail',
        'industries-slug',
        'services-slug',
        'business-intelligence-news-slug',
        'business-intelligence-cases-slug',
        'business-intelligence-dossier-slug',
        'events-slug',
        'career-slug',
        'about-slug',
        'slug',
      ]) {
        expect(types, `${locale} ${type}`).toContain(type);
      }
      expect(new Set(index.records.map((record) => record.url)).size).toBe(index.records.length);
    }
  });

  it('is a record per page with its real address, in its language', async () => {
    const paths = new Set(await builtPagePaths(dir));
    const { searchIndexes } = await meta();
    for (const locale of localeCodes) {
      const index = JSON.parse(await readFile(join(dir, searchIndexes?.[locale] ?? ''), 'utf8')) as BrowserIndex;
      for (const record of index.records) {
        expect(paths.has(record.url), record.url).toBe(true);
        expect(record.url.startsWith('/en/'), record.url).toBe(locale === 'en');
      }
    }
  });

  it('is downloaded by no page: no HTML names it', async () => {
    const { searchIndexes } = await meta();
    const files = Object.values(searchIndexes ?? {}).map((path) => path.slice('/assets/'.length));
    expect(files).toHaveLength(2);
    for (const path of await builtPagePaths(dir)) {
      const html = await readFile(pageFile(dir, path), 'utf8');
      for (const file of files) expect(html.includes(file), path).toBe(false);
    }
  });
});
