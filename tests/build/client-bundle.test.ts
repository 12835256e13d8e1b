import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SHARED_BY_PAGE_TYPES } from '../../src/build/client-chunks.js';
import { messages } from '../../src/i18n/messages.js';
import type { PagePayload } from '../../src/runtime/payload.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';

const dir = inject('builtSiteDir');

describe('the client code', () => {
  it('holds no message catalogue: each page carries the messages of its own language', async () => {
    const scripts = new Set<string>();
    for (const path of await builtPagePaths(dir)) {
      const $ = load(await readFile(pageFile(dir, path), 'utf8'));
      const payload = JSON.parse($('#__PAYLOAD__').text()) as PagePayload;
      expect(JSON.parse($('#__MESSAGES__').text()), path).toEqual(messages[payload.route.locale]);
      $('script[type="module"][src], link[rel="modulepreload"]').each((_, element) => {
        scripts.add($(element).attr('src') ?? $(element).attr('href') ?? '');
      });
    }
    const code = (await Promise.all([...scripts].map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
    const catalogueTexts = [...Object.values(messages.fr), ...Object.values(messages.en)].filter(
      (text) => text.length > 15 && /^[\x20-\x7e]+$/.test(text),
    );
    expect(catalogueTexts.length).toBeGreaterThan(10);
    expect(catalogueTexts.filter((text) => code.includes(text))).toEqual([]);
  });

  it('loads React and the components most page types share in the entry chunk, not in files of their own', async () => {
    const preloadedBy = new Map<string, Set<string>>();
    const entries = new Set<string>();
    for (const path of await builtPagePaths(dir)) {
      const $ = load(await readFile(pageFile(dir, path), 'utf8'));
      const { page } = JSON.parse($('#__PAYLOAD__').text()) as PagePayload;
      const entry = $('script[type="module"][src]').attr('src');
      if (entry) entries.add(entry);
      $('link[rel="modulepreload"]').each((_, element) => {
        const file = $(element).attr('href') ?? '';
        if (file !== entry) preloadedBy.set(file, (preloadedBy.get(file) ?? new Set()).add(page));
      });
    }
    expect([...entries]).toHaveLength(1);
    const entryCode = await readFile(join(dir, [...entries][0] ?? ''), 'utf8');
    expect(entryCode).toContain('react.transitional.element');
    expect(preloadedBy.size).toBeGreaterThan(0);
    const widelyShared = [...preloadedBy].filter(([, pages]) => pages.size >= SHARED_BY_PAGE_TYPES).map(([file]) => file);
    expect(widelyShared).toEqual([]);
  });

  it('loads every page’s scripts at low priority and none of client navigation’s code before the page is interactive', async () => {
    const paths = await builtPagePaths(dir);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const $ = load(await readFile(pageFile(dir, path), 'utf8'));
      const scripts = $('script[type="module"][src], link[rel="modulepreload"]').toArray();
      expect(scripts.length, path).toBeGreaterThan(1);
      expect(scripts.filter((element) => $(element).attr('fetchpriority') !== 'low').map((element) => $.html(element)), path).toEqual([]);
      expect(scripts.map((element) => $(element).attr('src') ?? $(element).attr('href')).filter((file) => /\/navigation-/.test(file ?? '')), path).toEqual([]);
    }
  });
});
