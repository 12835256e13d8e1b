import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site-build/build-site.js';
import { readConfig } from '../../src/config/env.js';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { createIndexStore, type IndexStore } from '../../src/search/server/index-store.js';
import { createStaticServer } from '../../src/server/static-server.js';
import { launchBrowser } from './launch-browser.js';

const root = resolve(import.meta.dirname, '../..');
const outDir = `.cache/search-algolia-${process.pid}`;
const keys = {
  appId: 'FIRMTEST',
  searchKey: '5ea4c4b1e0f0e0d0c0b0a09080706050',
  adminKey: 'ad41e0f0e0d0c0b0a0908070605040ff',
};

let searchServer: Server;
let store: IndexStore;
let site: Server;
let origin = '';
let browser: Browser;
const searchRequests: string[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  store = createIndexStore();
  const api = algoliaApi({ store, keys });
  searchServer = createServer((req, res) => {
    searchRequests.push(`${req.method} ${req.url}`);
    api(req, res);
  });
  const searchHost = await listen(searchServer);
  const config = readConfig({
    SITE_URL: 'https://www.example.test',
    CONTENT_DIR: join(root, 'content'),
    ALGOLIA_APP_ID: keys.appId,
    ALGOLIA_SEARCH_KEY: keys.searchKey,
    ALGOLIA_ADMIN_KEY: keys.adminKey,
    ALGOLIA_HOST: searchHost,
    IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT,
  });
  await buildSite({ config, buildId: 'search-algolia', outDir, buildsDir: `${outDir}-builds`, log: () => {} });
  site = createStaticServer({ dir: join(root, outDir) });
  origin = await listen(site);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => site.close(() => done()));
  await new Promise<void>((done) => searchServer.close(() => done()));
  for (const dir of [outDir, `${outDir}.deploys`, `${outDir}-builds`])
    await rm(join(root, dir), { recursive: true, force: true });
});

describe('search through Algolia (ALGOLIA_* set, ALGOLIA_HOST on search:serve)', () => {
  it('the build pushed each language’s records to its index before going live', () => {
    expect(store.names().sort()).toEqual(['site_en-CA', 'site_fr-CA']);
    expect(store.size('site_fr-CA')).toBeGreaterThan(100);
    expect(store.size('site_en-CA')).toBeGreaterThan(100);
  });

  it('never writes the admin key into the output; browsers get the search-only key', async () => {
    let files = 0;
    let searchKeySeen = false;
    for (const entry of await readdir(join(root, outDir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const text = await readFile(join(entry.parentPath, entry.name), 'latin1');
      files += 1;
      expect(text.includes(keys.adminKey), join(entry.parentPath, entry.name)).toBe(false);
      searchKeySeen ||= text.includes(keys.searchKey);
    }
    expect(files).toBeGreaterThan(1000);
    expect(searchKeySeen).toBe(true);
  });

  it('the search page queries the configured host with the search key, under the Content-Security-Policy', async () => {
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    searchRequests.length = 0;
    await page.goto(`${origin}/en/search/`);
    await page.locator('#search-query').pressSequentially('litigation');
    // The stats of the whole query (its URL says so), not of a keystroke's on the way.
    await page.waitForFunction(
      () =>
        new URL(window.location.href).searchParams.get('q') === 'litigation' &&
        /^\d+ results? found in \d+ms$/.test(document.querySelector('.search-stats')?.textContent ?? ''),
    );
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
    expect(searchRequests.some((request) => request.startsWith('POST /1/indexes/*/queries'))).toBe(true);
    const workers = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => /search-(fr|en)-/.test(entry.name)).length,
    );
    expect(workers).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
