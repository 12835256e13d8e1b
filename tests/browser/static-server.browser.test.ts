import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startServer } from '../server/helpers.js';
import { launchBrowser } from './launch-browser.js';

let site: Awaited<ReturnType<typeof makeTempDir>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  site = await makeTempDir({
    'index.html':
      '<!doctype html><html lang="fr-CA"><title>Accueil</title><h1>Bonjour</h1><script src="/assets/app-1.js"></script>',
    'assets/app-1.js': `document.body.dataset.ready = 'yes';${' '.repeat(2048)}`,
    'en/404.html': '<!doctype html><html lang="en-CA"><title>Not found</title><h1>Page not found</h1>',
  });
  server = await startServer(site.dir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

describe('static server in Chromium', () => {
  it('loads a page and its compressed script', async () => {
    const page = await browser.newPage();
    const script = page.waitForResponse((candidate) => candidate.url().endsWith('/assets/app-1.js'));
    const response = await page.goto(`${server.origin}/`);
    expect(response?.status()).toBe(200);
    expect((await script).headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(await page.title()).toBe('Accueil');
    await page.waitForFunction(() => document.body.dataset.ready === 'yes');
    await page.close();
  });

  it('shows the localized 404 page with status 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.origin}/en/nowhere/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.close();
  });
});
