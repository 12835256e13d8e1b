import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadFiles, totalKb } from '../../src/bench/first-load-js.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';

const dir = inject('builtSiteDir');
const PAYLOAD_SCRIPT = /<script id="__PAYLOAD__" type="application\/json">([^<]*)<\/script>/;

/** One built page of each page type in each language, e.g. `contact fr` → `/contact/`. */
async function onePagePerTypeAndLanguage(): Promise<Map<string, { path: string; html: string }>> {
  const pages = new Map<string, { path: string; html: string }>();
  for (const path of await builtPagePaths(dir)) {
    const html = await readFile(pageFile(dir, path), 'utf8');
    // The payload's text, without parsing the whole document (340 pages): JSON in the script, `<` escaped.
    const payloadText = PAYLOAD_SCRIPT.exec(html)?.[1];
    if (!payloadText) continue;
    const { page, route } = JSON.parse(payloadText) as PagePayload;
    const key = `${page} ${route.locale}`;
    if (!pages.has(key)) pages.set(key, { path, html });
  }
  return pages;
}

describe('the JavaScript a page loads before any interaction', () => {
  it(`stays within ${FIRST_LOAD_JS_BUDGET_KB} KB gzip on every page type, in both languages`, async () => {
    const pages = await onePagePerTypeAndLanguage();
    expect([...pages.keys()].filter((key) => key.endsWith(' en')).length).toBeGreaterThan(15);
    expect([...pages.keys()].filter((key) => key.endsWith(' fr')).length).toBeGreaterThan(15);
    const figures: Record<string, number> = {};
    const files: Record<string, string[]> = {};
    for (const [key, { path, html }] of [...pages].sort()) {
      const loaded = await firstLoadFiles(dir, html);
      figures[`${key} (${path})`] = totalKb(loaded);
      files[key] = loaded.map(({ file }) => file);
    }
    console.info(`first-load JavaScript, KB gzip (budget ${FIRST_LOAD_JS_BUDGET_KB}):`, figures);
    // Every first load holds the boot script, the client entry, the page type's code and the language's site module.
    const incomplete = Object.entries(files).filter(
      ([, list]) =>
        list.length < 4 ||
        !list.some((file) => file.startsWith('/_site/')) ||
        !list.some((file) => file.includes('/client-entry-')),
    );
    expect(incomplete).toEqual([]);
    expect(Object.entries(figures).filter(([, kb]) => kb > FIRST_LOAD_JS_BUDGET_KB)).toEqual([]);
  });
});
