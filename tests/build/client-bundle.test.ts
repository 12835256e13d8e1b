import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { CLIENT_MODULES_ATTRIBUTE } from '../../renderer/client-modules.js';
import { firstLoadScripts } from '../../src/bench/first-load-js.js';
import { SHARED_BY_PAGE_TYPES } from '../../src/site-build/client-chunks.js';
import { pageMessages as messages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/runtime/payload.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';

const dir = inject('builtSiteDir');
/** The one script in a page's HTML waits for the page to be on screen: it stays a few hundred bytes. */
const BOOT_SCRIPT_BUDGET_BYTES = 600;

describe('the client code', () => {
  it('holds no message catalogue: each page carries the messages of its own language', async () => {
    const scripts = new Set<string>();
    for (const path of await builtPagePaths(dir)) {
      const html = await readFile(pageFile(dir, path), 'utf8');
      const $ = load(html);
      const payload = JSON.parse($('#__PAYLOAD__').text()) as PagePayload;
      expect(JSON.parse($('#__MESSAGES__').text()), path).toEqual(messages[payload.route.locale]);
      for (const file of firstLoadScripts(html)) scripts.add(file);
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
      const [entry, ...pageFiles] = ($('script[type="module"]').attr(CLIENT_MODULES_ATTRIBUTE) ?? '').split(' ');
      if (entry) entries.add(entry);
      for (const file of pageFiles) preloadedBy.set(file, (preloadedBy.get(file) ?? new Set()).add(page));
    }
    expect([...entries]).toHaveLength(1);
    const entryCode = await readFile(join(dir, [...entries][0] ?? ''), 'utf8');
    expect(entryCode).toContain('react.transitional.element');
    expect(preloadedBy.size).toBeGreaterThan(0);
    const widelyShared = [...preloadedBy].filter(([, pages]) => pages.size >= SHARED_BY_PAGE_TYPES).map(([file]) => file);
    expect(widelyShared).toEqual([]);
  });

  it('gives every page one small script at low priority, which names the modules to start and none of client navigation’s code', async () => {
    const paths = await builtPagePaths(dir);
    expect(paths.length).toBeGreaterThan(0);
    const boots = new Set<string>();
    for (const path of paths) {
      const $ = load(await readFile(pageFile(dir, path), 'utf8'));
      const scripts = $('script[src]').toArray();
      expect(scripts.map((element) => $.html(element).replace(/ data-modules="[^"]*"/, '')), path).toEqual([
        `<script type="module" src="${$(scripts[0]).attr('src')}" fetchpriority="low"></script>`,
      ]);
      expect($('link[rel="modulepreload"], link[rel="preload"][as="script"]').length, path).toBe(0);
      const modules = ($(scripts[0]).attr(CLIENT_MODULES_ATTRIBUTE) ?? '').split(' ');
      expect(modules.length, path).toBeGreaterThan(1);
      expect(modules.filter((file) => /\/navigation-/.test(file)), path).toEqual([]);
      boots.add($(scripts[0]).attr('src') ?? '');
    }
    expect(boots.size).toBe(1);
    const boot = await readFile(join(dir, [...boots][0] ?? ''));
    expect(gzipSync(boot).length).toBeLessThan(BOOT_SCRIPT_BUDGET_BYTES);
  });
});
