import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LatestBuild } from '../../src/page-contract/build-manifest.js';
import { startServer } from '../server/helpers.js';
import { TEST_BUILD_ID } from '../support/test-site.js';
import { waitForClientNavigation } from './client-navigation.js';
import { launchBrowser } from './launch-browser.js';

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  dir = join(tmpdir(), `site-navigation-${process.pid}`);
  // A copy of the files, not of the link to them (the suite's site is a link to its deploy folder): this file's tests
  // change the copy's builds/latest.json while others read the suite's site.
  await cp(inject('builtSiteDir'), dir, { recursive: true, dereference: true });
  server = await startServer(dir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function openPage(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-CA', ...options });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  await page.waitForFunction(() => document.getElementById('app')?.dataset !== undefined);
  return { context, page };
}

/** Marks the current document: a full page load loses the mark, a client navigation keeps it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __mark: string }).__mark = 'same-document';
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mark?: string }).__mark === 'same-document');
}

/** The page is hydrated and its router listens (it starts once the page is interactive). */
const waitForHydration = waitForClientNavigation;

describe('client navigation', () => {
  it('renders an internal link from its payload (the build id from builds/latest.json) without a page load, and updates head, focus and history', async () => {
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.resourceType()} ${request.url()}`));
    await page.goto(`${server.origin}/en/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('header nav a[href="/en/team/"]');
    await page.waitForURL(`${server.origin}/en/team/`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await sameDocument(page)).toBe(true);
    expect(requests).toContain(`fetch ${server.origin}/en/team/payload.json?${TEST_BUILD_ID}`);
    expect(requests.filter((request) => request.startsWith('document '))).toEqual([`document ${server.origin}/en/`]);
    const heading = await page.textContent('main h1');
    expect(await page.title()).toContain(heading ?? '');
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.textContent('#route-announcer')).toContain(heading ?? '');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/en\/team\/$/);
    await page.goBack();
    await page.waitForURL(`${server.origin}/en/`);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('language', () => {
  it('sends an English browser from / to /en/, and keeps deep links in their language', async () => {
    const { context, page } = await openPage('/', { locale: 'en-CA' });
    await page.waitForURL(`${server.origin}/en/`);
    await page.goto(`${server.origin}/equipe/`);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/equipe/');
    await context.close();
  });

  it('follows the stored language cookie over the browser language', async () => {
    const context = await browser.newContext({ locale: 'en-CA' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: server.origin }]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('stores the language picked with the switcher for 365 days and leads to the counterpart page', async () => {
    const { context, page } = await openPage('/equipe/');
    await waitForHydration(page);
    await page.click('a[data-language-switch="en"]');
    await page.waitForURL(`${server.origin}/en/team/`);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await context.close();
  });
});

describe('new builds', () => {
  const latestFile = () => join(dir, 'builds/latest.json');

  /** Opens /en/ once the tab has read the live build, then makes builds/latest.json name `next` and lets the tab poll it. */
  async function openThenPublish(
    next: (live: LatestBuild) => LatestBuild,
  ): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
    const live = JSON.parse(await readFile(latestFile(), 'utf8')) as LatestBuild;
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const firstRead = page.waitForResponse((response) => response.url().includes('/builds/latest.json?'));
    await page.goto(`${server.origin}/en/`);
    await waitForHydration(page);
    await firstRead;
    await markDocument(page);
    await writeFile(latestFile(), JSON.stringify(next(live)));
    const poll = page.waitForResponse((response) => response.url().includes('/builds/latest.json?'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await (await poll).finished();
    await page.waitForTimeout(100);
    return { context, page, requests };
  }

  it('makes the next navigation a full page load once builds/latest.json names a build of another shell (code or site-wide data)', async () => {
    const original = await readFile(latestFile(), 'utf8');
    const { context, page } = await openThenPublish((live) => ({
      ...live,
      id: 'a-newer-build',
      shell: 'another-shell',
      timestamp: Date.now(),
    }));
    try {
      await page.click('header nav a[href="/en/team/"]');
      await page.waitForURL(`${server.origin}/en/team/`);
      await page.waitForLoadState('load');
      expect(await sameDocument(page)).toBe(false);
    } finally {
      await writeFile(latestFile(), original);
      await context.close();
    }
  });

  it("goes on navigating on the client after a content-only build (same shell), with that build's payloads", async () => {
    const original = await readFile(latestFile(), 'utf8');
    const { context, page, requests } = await openThenPublish((live) => ({
      ...live,
      id: 'a-content-build',
      timestamp: Date.now(),
    }));
    try {
      await page.click('header nav a[href="/en/team/"]');
      await page.waitForURL(`${server.origin}/en/team/`);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await sameDocument(page)).toBe(true);
      // The payload prefetched for the earlier build was forgotten: the click asked the new build's.
      expect(requests).toContain(`${server.origin}/en/team/payload.json?a-content-build`);
    } finally {
      await writeFile(latestFile(), original);
      await context.close();
    }
  });
});

describe('page code that fails to load', () => {
  it('reloads the target path once, and not again within 10 seconds', async () => {
    const { context, page } = await openPage('/en/');
    await waitForHydration(page);
    const meta = JSON.parse(await readFile(join(dir, `builds/meta/${TEST_BUILD_ID}.json`), 'utf8')) as {
      pages: Record<string, { js: string[] }>;
    };
    const teamChunk = meta.pages.employee?.js[0];
    expect(teamChunk).toBeTruthy();
    await page.route(`**${teamChunk}`, (route) => route.abort());
    let documentLoads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documentLoads += 1;
    });
    await markDocument(page);
    await page.click('header nav a[href="/en/team/"]');
    await page.waitForURL(`${server.origin}/en/team/`);
    await page.waitForTimeout(1500);
    expect(await sameDocument(page)).toBe(false);
    expect(documentLoads).toBe(1);
    const guard = await page.evaluate(() => sessionStorage.getItem('chunk-reload-guard'));
    expect(JSON.parse(guard ?? '{}').path).toBe('/en/team/');
    // The reloaded page's code failed again: the error view (its own chunk, loaded then) replaces it.
    await page.waitForSelector('main.error-page [data-error-message]');
    await context.close();
  });
});

describe('unknown paths', () => {
  it.each([
    ['/nulle-part/', 'fr-CA', 'Page introuvable\u00a0: /nulle-part/'],
    ['/en/nowhere/', 'en-CA', 'Page not found: /en/nowhere/'],
  ])('%s answers 404 with the localized message', async (path, lang, message) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}${path}`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await page.waitForFunction((text) => document.querySelector('[data-error-message]')?.textContent === text, message);
    await context.close();
  });
});
