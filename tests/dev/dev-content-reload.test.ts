import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_CONTENT_DIR } from '../../scripts/content-generate/scale/scaled-content.js';
import { readConfig } from '../../src/config/env.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { launchBrowser } from '../browser/launch-browser.js';

/** A published news article of content/ and its file. */
const ARTICLE = {
  file: 'records/single_news/news-2023-bureau-sherbrooke.json',
  url: '/intelligence-affaire/actualites/bureau-de-sherbrooke-rue-king-ouest/',
  title: 'Notre bureau de Sherbrooke emménage rue King Ouest',
};

let work = '';
let original = '';
let dev: Awaited<ReturnType<typeof startDevServer>>;
let origin = '';
let browser: Browser | undefined;

/** The article's file with its French title replaced. */
const withTitle = (title: string) => {
  const record = JSON.parse(original) as { title: Record<string, string> };
  return JSON.stringify({ ...record, title: { ...record.title, 'fr-CA': title } }, null, 2);
};
/** The page's main heading, as served. */
const heading = async (path: string) =>
  /<h1[^>]*>(.*?)<\/h1>/.exec(await (await fetch(`${origin}${path}`)).text())?.[1];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'dev-reload-'));
  await cp(REAL_CONTENT_DIR, work, { recursive: true });
  original = await readFile(join(work, ARTICLE.file), 'utf8');
  // The embedded content service over the copy: what `npm run dev` runs without CONTENT_API_URL.
  dev = await startDevServer(readConfig({ ...process.env, CONTENT_API_URL: '', CONTENT_DIR: work }), 0);
  origin = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run dev after a content file is saved', () => {
  it('shows the saved title on the very next request, and keeps the last good content while a file is invalid', async () => {
    expect(await heading(ARTICLE.url)).toBe(ARTICLE.title);
    await writeFile(join(work, ARTICLE.file), withTitle('Titre corrigé dans le fichier'));
    expect(await heading(ARTICLE.url)).toBe('Titre corrigé dans le fichier');

    await writeFile(join(work, ARTICLE.file), '{ "id": "news-2023-bureau-sherbrooke", ');
    expect(await heading(ARTICLE.url)).toBe('Titre corrigé dans le fichier');
    await writeFile(join(work, ARTICLE.file), original);
    expect(await heading(ARTICLE.url)).toBe(ARTICLE.title);
  }, 30_000);

  it('reloads an open page by itself, which then shows the edit', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}${ARTICLE.url}`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toContain(ARTICLE.title);
    await writeFile(join(work, ARTICLE.file), withTitle('Titre vu sans recharger à la main'));
    // Nothing but a reload of the page changes its heading: the content is not a module Vite could swap in place.
    await expect
      .poll(
        () =>
          page
            .locator('h1')
            .first()
            .textContent()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toContain('Titre vu sans recharger à la main');
    expect(errors.filter((error) => /Content Security Policy|WebSocket/i.test(error))).toEqual([]);
  }, 30_000);
});
