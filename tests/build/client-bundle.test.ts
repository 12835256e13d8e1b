import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_MODULES_ATTRIBUTE } from '../../renderer/client-modules.js';
import { firstLoadCode } from '../../src/bench/first-load-js.js';
import { readPageSiteModule } from '../../src/bench/page-site-module.js';
import { SHARED_BY_PAGE_TYPES } from '../../src/site-build/client-chunks.js';
import { pageMessages as messages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';

const dir = inject('builtSiteDir');
/** The one script in a page's HTML waits for the page to be on screen: it stays a few hundred bytes. */
const BOOT_SCRIPT_BUDGET_BYTES = 600;

/** What these tests read of one built page. */
interface BuiltPage {
  path: string;
  payload: PagePayload;
  messages: unknown;
  /** The code its one script starts before any interaction: the boot script, the client entry, the page type's code. */
  firstLoad: string[];
  /** Its `<script src>` elements as HTML, without their list of modules and their site module. */
  scripts: string[];
  /** Its `data-modules` list of the boot script: the entry chunk, then the page's own modules. */
  modules: string[];
  bootSrc: string;
  preloads: number;
}

/** Every built page, each read and parsed once (parsing the 340 pages once per test took most of this file's time). */
let pages: BuiltPage[] = [];

beforeAll(async () => {
  pages = await Promise.all(
    (await builtPagePaths(dir)).map(async (path) => {
      const html = await readFile(pageFile(dir, path), 'utf8');
      const $ = load(html);
      const scripts = $('script[src]').toArray();
      return {
        path,
        payload: JSON.parse($('#__PAYLOAD__').text()) as PagePayload,
        messages: (await readPageSiteModule(dir, html, path)).messages as unknown,
        firstLoad: firstLoadCode(html),
        scripts: scripts.map((element) => $.html(element).replace(/ data-(modules|site)="[^"]*"/g, '')),
        modules: ($(scripts[0]).attr(CLIENT_MODULES_ATTRIBUTE) ?? '').split(' '),
        bootSrc: $(scripts[0]).attr('src') ?? '',
        preloads: $('link[rel="modulepreload"], link[rel="preload"][as="script"]').length,
      };
    }),
  );
});

describe('the client code', () => {
  it('holds no message catalogue: each page carries the messages of its own language', async () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(
      pages
        .filter((page) => !isDeepStrictEqual(page.messages, messages[page.payload.route.locale]))
        .map((page) => page.path),
    ).toEqual([]);
    const scripts = new Set(pages.flatMap((page) => page.firstLoad));
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
    for (const { payload, modules } of pages) {
      const [entry, ...pageFiles] = modules;
      if (entry) entries.add(entry);
      for (const file of pageFiles) preloadedBy.set(file, (preloadedBy.get(file) ?? new Set()).add(payload.page));
    }
    expect([...entries]).toHaveLength(1);
    const entryCode = await readFile(join(dir, [...entries][0] ?? ''), 'utf8');
    expect(entryCode).toContain('react.transitional.element');
    expect(preloadedBy.size).toBeGreaterThan(0);
    const widelyShared = [...preloadedBy]
      .filter(([, types]) => types.size >= SHARED_BY_PAGE_TYPES)
      .map(([file]) => file);
    expect(widelyShared).toEqual([]);
  });

  it('gives every page one small script at low priority, which names the modules to start and none of client navigation’s code', async () => {
    expect(pages.length).toBeGreaterThan(0);
    const boots = new Set<string>();
    for (const { path, scripts, modules, bootSrc, preloads } of pages) {
      expect(scripts, path).toEqual([`<script type="module" src="${bootSrc}" fetchpriority="low"></script>`]);
      expect(preloads, path).toBe(0);
      expect(modules.length, path).toBeGreaterThan(1);
      expect(
        modules.filter((file) => /\/navigation-/.test(file)),
        path,
      ).toEqual([]);
      boots.add(bootSrc);
    }
    expect(boots.size).toBe(1);
    const boot = await readFile(join(dir, [...boots][0] ?? ''));
    expect(gzipSync(boot).length).toBeLessThan(BOOT_SCRIPT_BUDGET_BYTES);
  });
});
