import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { layoutShifts, recordLayoutShifts } from './layout-shifts.js';
import { launchBrowser } from './launch-browser.js';

const dir = inject('builtSiteDir');
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(dir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the 404 page', () => {
  it.each([
    ['/nulle-part/quelque-chose/de-long/', 375],
    ['/nulle-part/quelque-chose/de-long/', 1280],
    ['/en/nowhere/something/rather-long/', 375],
    ['/en/nowhere/something/rather-long/', 1280],
  ])('stays still after its first paint once its code names the path: %s at %i px', async (path, width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript(recordLayoutShifts);
    const page = await context.newPage();
    const response = await page.goto(`${server.origin}${path}`);
    expect(response?.status()).toBe(404);
    // The page's code fills the path in the message: the longer text must not move the content.
    await page.waitForFunction(
      (expected) => document.querySelector('[data-error-message]')?.textContent?.includes(expected),
      path,
      { timeout: 15_000 },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });
});
