import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_CONTENT_DIR } from '../../scripts/content-generate/scale/scaled-content.js';
import { readConfig } from '../../src/config/env.js';
import { createSiteContentClient, type SiteContentClient } from '../../src/content-client/site-content-client.js';
import { createPreviewServer } from '../../src/preview/preview-server.js';
import { loadServerBundle, prepareBundles } from '../../src/site-build/bundles.js';
import { launchBrowser } from '../browser/launch-browser.js';

const TOKEN = 'preview-reload-token-0123456789';
const ARTICLE = {
  file: 'records/single_news/news-2023-bureau-sherbrooke.json',
  url: '/intelligence-affaire/actualites/bureau-de-sherbrooke-rue-king-ouest/',
  title: 'Notre bureau de Sherbrooke emménage rue King Ouest',
};

let work = '';
let original = '';
let drafts: SiteContentClient;
let server: Server;
let origin = '';
let cookie = '';
let browser: Browser | undefined;

const withTitle = (title: string) => {
  const record = JSON.parse(original) as { title: Record<string, string> };
  return JSON.stringify({ ...record, title: { ...record.title, 'fr-CA': title } }, null, 2);
};
const heading = async (path: string) =>
  /<h1[^>]*>(.*?)<\/h1>/.exec(await (await fetch(`${origin}${path}`, { headers: { Cookie: cookie } })).text())?.[1];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'preview-reload-'));
  await cp(REAL_CONTENT_DIR, work, { recursive: true });
  original = await readFile(join(work, ARTICLE.file), 'utf8');
  const config = readConfig({
    ...process.env,
    CONTENT_API_URL: '',
    CONTENT_DIR: work,
    SITE_URL: 'https://www.example.test',
    PREVIEW_TOKEN: TOKEN,
  });
  const bundles = await prepareBundles();
  const bundle = await loadServerBundle(bundles.serverDir);
  drafts = await createSiteContentClient({ ...config, contentPreview: true }, { cache: false });
  server = createPreviewServer({
    config,
    token: TOKEN,
    content: drafts,
    server: bundle,
    clientDir: bundles.clientDir,
    manifest: bundles.manifest,
    reloadContent: drafts.reload,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entered = await fetch(`${origin}/api/preview?token=${TOKEN}&redirect=/`, { redirect: 'manual' });
  cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0] as string;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => server.close(() => done()));
  await drafts?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the preview after a content file is saved', () => {
  it('shows the saved title on the very next request', async () => {
    expect(await heading(ARTICLE.url)).toBe(ARTICLE.title);
    await writeFile(join(work, ARTICLE.file), withTitle('Titre revu dans l’aperçu'));
    expect(await heading(ARTICLE.url)).toBe('Titre revu dans l’aperçu');
    expect((await fetch(`${origin}/api/preview/changes`)).status).toBe(401);
  });

  it('reloads an open preview page by itself, under the preview’s Content-Security-Policy', async () => {
    browser = await launchBrowser();
    const context = await browser.newContext();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}${ARTICLE.url}`);
    // The page is listening once its change stream is open.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/preview/reload.js')),
    );
    const reloaded = page.waitForEvent('load', { timeout: 5_000 });
    await writeFile(join(work, ARTICLE.file), withTitle('Titre vu sans recharger à la main'));
    await reloaded;
    expect(await page.locator('h1').first().textContent()).toBe('Titre vu sans recharger à la main');
    expect(errors.filter((error) => /Content Security Policy|EventSource/i.test(error))).toEqual([]);
  }, 30_000);
});
