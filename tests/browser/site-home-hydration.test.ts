import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { waitForClientNavigation } from './client-navigation.js';
import { holdRequests } from './hold-requests.js';
import { launchBrowser } from './launch-browser.js';

/*
 * The home page in each language, served as a host without rules serves it, opened by a browser of that language:
 * its code takes over the prerendered page without a hydration error and without changing a word, and without
 * building an Intl.DateTimeFormat (the first one costs a task of 15–35 ms on this machine, four times that on a
 * mid-range phone: it would be the one long task of the home's hydration).
 */

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer(inject('builtSiteDir'), { redirects: false })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Before the page's scripts: counts the Intl.DateTimeFormat objects the page builds. */
function countDateFormatters(): void {
  const Native = Intl.DateTimeFormat;
  const counter = window as unknown as { __dateFormatters: number };
  counter.__dateFormatters = 0;
  Intl.DateTimeFormat = new Proxy(Native, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      counter.__dateFormatters += 1;
      return new target(...args);
    },
  });
}

/** The page's visible text and the text of its dates. */
function readPage(): { text: string | undefined; dates: (string | null)[] } {
  return {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (textContent would take hidden text too)
    text: document.getElementById('app')?.innerText,
    dates: [...document.querySelectorAll('main time')].map((time) => time.textContent),
  };
}

describe('the home page hydrates as it was prerendered', () => {
  it.each([
    [
      '/',
      'fr-CA',
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    ],
    [
      '/en/',
      'en-CA',
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    ],
  ])(
    '%s with a %s browser: no error, the same text, its dates written without Intl',
    async (path, locale, longDate) => {
      const context = await browser.newContext({ locale });
      await context.addInitScript(countDateFormatters);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The prerendered page is read before its code can start.
      const startCode = await holdRequests(page, /\/assets\/client-boot-[^/]*\.js$/);
      await page.goto(`${server.origin}${path}`, { waitUntil: 'commit' });
      await page.waitForSelector('footer', { state: 'attached' });
      // Read as it is painted: with its stylesheets (the text's case and line breaks are theirs).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet),
      );
      const prerendered = await page.evaluate(readPage);
      startCode();
      await waitForClientNavigation(page);
      expect(page.url()).toBe(`${server.origin}${path}`);
      expect(prerendered.dates.length).toBeGreaterThan(0);
      for (const date of prerendered.dates) expect(date).toMatch(longDate);
      expect(await page.evaluate(readPage)).toEqual(prerendered);
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __dateFormatters: number }).__dateFormatters)).toBe(0);
      await context.close();
    },
  );
});
