import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';
import { waitForClientNavigation } from './client-navigation.js';
import { launchBrowser } from './launch-browser.js';

const dir = inject('builtSiteDir');
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
/** Pages with a parallax image (article heroes, image blocks), French first. */
const parallaxPaths: string[] = [];

beforeAll(async () => {
  let paths: string[];
  [server, browser, paths] = await Promise.all([startServer(dir), launchBrowser(), builtPagePaths(dir)]);
  for (const path of paths.filter((candidate) => !candidate.startsWith('/en/'))) {
    if ((await readFile(pageFile(dir, path), 'utf8')).includes('data-parallax')) parallaxPaths.push(path);
    if (parallaxPaths.length === 11) break;
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
  await waitForClientNavigation(page);
  return { context, page };
}

/** Motion starts at the visitor's first interaction: a small scroll, then its scroll triggers are set. */
async function startMotion(page: Page): Promise<void> {
  await page.mouse.wheel(0, 1);
  await page.waitForSelector('html[data-scroll-triggers]', { state: 'attached' });
}

const heroTransform = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('[data-parallax]') as Element).transform);
/** The turn of the hero frame's pattern tile in degrees, read from its computed transform matrix. */
const patternTurn = (page: Page) =>
  page.evaluate(() => {
    const matrix = new DOMMatrix(
      getComputedStyle(document.querySelector('[data-parallax-rotate]') as Element).transform,
    );
    return Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI);
  });
/** Follows an internal link the way a visitor does: the client router shows the page without a full load. */
const navigate = (page: Page, path: string) =>
  page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = target;
    document.querySelector('main')?.append(link);
    link.click();
  }, path);

describe('motion', () => {
  it('has pages to move', () => {
    expect(parallaxPaths.length).toBe(11);
  });

  it('moves the hero image with the scroll, and not at all under prefers-reduced-motion: reduce', async () => {
    const moving = await open(parallaxPaths[0] as string);
    expect(await moving.page.evaluate(() => document.documentElement.hasAttribute('data-scroll-triggers'))).toBe(false);
    expect(await patternTurn(moving.page)).toBe(0);
    await startMotion(moving.page);
    const before = await heroTransform(moving.page);
    const turnBefore = await patternTurn(moving.page);
    expect(turnBefore).toBeGreaterThan(0);
    expect(turnBefore).toBeLessThanOrEqual(90);
    await moving.page.mouse.wheel(0, 300);
    await expect.poll(() => heroTransform(moving.page)).not.toBe(before);
    await expect.poll(() => patternTurn(moving.page)).toBeLessThan(turnBefore);
    await moving.context.close();

    const still = await open(parallaxPaths[0] as string, { reducedMotion: 'reduce' });
    await expect
      .poll(() => still.page.evaluate(() => document.documentElement.hasAttribute('data-no-motion')))
      .toBe(true);
    const initial = await heroTransform(still.page);
    await still.page.mouse.wheel(0, 300);
    await still.page.waitForTimeout(1500);
    expect(await still.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await heroTransform(still.page)).toBe(initial);
    expect(initial).toBe('none');
    expect(await patternTurn(still.page)).toBe(0);
    expect(await still.page.evaluate(() => document.documentElement.hasAttribute('data-scroll-triggers'))).toBe(false);
    await still.context.close();
  });

  it('stops when the visitor turns animations off in the footer, and remembers it', async () => {
    const { context, page } = await open(parallaxPaths[0] as string);
    await startMotion(page);
    const toggle = page.getByRole('button', { name: 'Désactiver les animations' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.waitForSelector('html:not([data-scroll-triggers])', { state: 'attached' });
    expect(await heroTransform(page)).toBe('none');
    await page.reload();
    await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(1000);
    expect(await page.getByRole('button', { name: 'Désactiver les animations' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-triggers'))).toBe(false);
    await context.close();
  });

  it('sets up each page’s triggers on client navigation and leaves none behind after ten', async () => {
    const { context, page } = await open(parallaxPaths[0] as string);
    await startMotion(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const path of parallaxPaths.slice(1)) {
      await navigate(page, path);
      await page.waitForURL(`${server.origin}${path}`);
      const parallaxImages = await page.locator('[data-parallax]').count();
      await expect
        .poll(() => page.evaluate(() => Number(document.documentElement.getAttribute('data-scroll-triggers'))))
        .toBe(parallaxImages);
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await context.close();
  });

  it('flips the mobile layout at 640 px, 100 ms after a resize', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 800 } });
    const menuButton = page.locator('.site-header button[aria-controls]');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 640, height: 800 });
    await page.waitForTimeout(300);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 641, height: 800 });
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
