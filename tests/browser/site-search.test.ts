import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_INSIGHT_EVENT } from '../../src/components/search/search-insights.js';
import { startServer } from '../server/helpers.js';
import { formatViolations, runAxe } from '../support/quality/axe.js';
import { holdRequests } from './hold-requests.js';
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

async function open(path: string, locale = 'fr-CA'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  await page.waitForSelector('.search-status', { state: 'attached' });
  return { context, page };
}

const stats = (page: Page) => page.locator('.search-stats').textContent();
/** The results count a stats line gives (its time varies). */
const counted = async (page: Page) => ((await stats(page)) ?? '').replace(/ (en|in) \d+ ?ms$/, '');
const hitTitles = (page: Page) => page.locator('.search-hit a').allTextContents();
const waitForStats = (page: Page, pattern: RegExp) =>
  page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('.search-stats')?.textContent ?? ''),
    pattern.source,
  );

describe('the search page', () => {
  it('searches as the visitor types: stats, grouped results with highlights, the query in the URL', async () => {
    const { context, page } = await open('/recherche/');
    await page.locator('#search-query').pressSequentially('constructon'); // a typo, and no accent needed
    await waitForStats(page, /^\d+ résultats trouvés en \d+ ms$/);
    await page.waitForURL(/\?q=constructon$/);
    expect(await page.locator('.search-hit mark').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-group h2').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Actualités \d+$/)]),
    );
    await context.close();
  });

  it('keeps and searches what the visitor typed before the search code arrived', async () => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    const release = await holdRequests(page, /\/assets\/SearchApp-[\w-]+\.js$/);
    await page.goto(`${server.origin}/recherche/`);
    await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
    await page.locator('#search-query').pressSequentially('fiscalite');
    release();
    await waitForStats(page, /résultats? trouvés? en/);
    expect(await page.inputValue('#search-query')).toBe('fiscalite');
    await page.waitForURL(/\?q=fiscalite$/);
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps and searches what the visitor typed before the page’s code ran', async () => {
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    const release = await holdRequests(page, /\/assets\/client-entry-[\w-]+\.js$/);
    await page.goto(`${server.origin}/en/search/`);
    await page.locator('#search-query').pressSequentially('litigation');
    expect(await page.locator('.site-header[data-enhanced]').count()).toBe(0);
    release();
    await waitForStats(page, /results? found in/);
    expect(await page.inputValue('#search-query')).toBe('litigation');
    await page.waitForURL(/\?q=litigation$/);
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('says `No results.` for a query nothing matches', async () => {
    const { context, page } = await open('/en/search/', 'en-CA');
    await page.fill('#search-query', 'zzqxwvkj');
    await page.waitForSelector('.search-empty');
    expect(await page.locator('.search-empty').textContent()).toBe('No results.');
    expect(await stats(page)).toMatch(/^0 results found in \d+ms$/);
    await context.close();
  });

  it('shows more results, and previous ones when opened further down the list', async () => {
    const { context, page } = await open('/en/search/', 'en-CA');
    await waitForStats(page, /results found/);
    expect(await page.locator('.search-hit').count()).toBe(10);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-hit').length === 20);
    expect(await page.evaluate(() => document.activeElement?.closest('.search-hit') !== null)).toBe(true);

    await page.goto(`${server.origin}/en/search/?page=3`);
    const previous = page.getByRole('button', { name: 'Show previous results' });
    await previous.waitFor();
    const third = await hitTitles(page);
    await previous.click();
    await page.waitForFunction((count) => document.querySelectorAll('.search-hit').length > count, third.length);
    expect(await hitTitles(page)).toEqual(expect.arrayContaining(third));
    await context.close();
  });

  it('refines by type: the counts and the URL follow, a reload and the back button restore the state', async () => {
    const { context, page } = await open('/recherche/?q=droit');
    await waitForStats(page, /résultats trouvés/);
    const before = await counted(page);
    expect(await page.inputValue('#search-query')).toBe('droit');
    await page.getByRole('checkbox', { name: /^Équipe/ }).check();
    await page.waitForURL(/type=employee-slug/);
    await page.waitForFunction(
      (text) => !document.querySelector('.search-stats')?.textContent?.startsWith(text),
      before,
    );
    const refined = await counted(page);
    expect(await page.locator('.search-group h2').allTextContents()).toEqual([expect.stringMatching(/^Équipe \d+$/)]);

    await page.reload();
    await waitForStats(page, /résultats trouvés/);
    expect(await counted(page)).toBe(refined);
    expect(await page.getByRole('checkbox', { name: /^Équipe/ }).isChecked()).toBe(true);
    expect(await page.inputValue('#search-query')).toBe('droit');

    await page.goBack();
    await page.waitForURL(/\?q=droit$/);
    await page.waitForFunction(
      (text) => document.querySelector('.search-stats')?.textContent?.startsWith(`${text} en`),
      before,
    );
    expect(await page.getByRole('checkbox', { name: /^Équipe/ }).isChecked()).toBe(false);
    // One entry per search: going back once more leaves the search page (opening it added no entry of its own).
    await page.goBack();
    expect(page.url()).not.toContain('/recherche/');
    await context.close();
  });

  it('fills in its results without moving what was on screen, and announces their count', async () => {
    const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    await page.goto(`${server.origin}/recherche/?q=droit`);
    await waitForStats(page, /résultats trouvés/);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await page.locator('.search-stats').getAttribute('role')).toBe('status');
    await context.close();
  });

  // With results, filters and a refinement; in both languages; with no result; on a phone and a desktop. One test
  // each: a page load and an axe run take a few seconds apiece on a busy runner.
  const axeCases = [
    ['/recherche/?q=droit&type=employee-slug', 'fr-CA'],
    ['/en/search/?q=law', 'en-CA'],
    ['/en/search/?q=zzqxwvkj', 'en-CA'],
  ] as const;
  it.each(axeCases.flatMap(([path, locale]) => [375, 1280].map((width) => ({ path, locale, width }))))(
    'passes axe (WCAG 2.2 AA): $path at $width px',
    async ({ path, locale, width }) => {
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.origin}${path}`);
      await waitForStats(page, /(found|trouvé)/);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const violations = await runAxe(page);
      expect(formatViolations(`${path} @${width}px`, violations)).toBe('');
      await context.close();
    },
  );

  it('refuses a 513th character', async () => {
    const { context, page } = await open('/en/search/', 'en-CA');
    const input = page.locator('#search-query');
    expect(await input.getAttribute('placeholder')).toBe('Search here…');
    await input.fill('a'.repeat(512));
    await input.press('b');
    expect((await input.inputValue()).length).toBe(512);
    await context.close();
  });

  it('works without JavaScript: the form is a GET to the search page, with the popular links', async () => {
    const context = await browser.newContext({ locale: 'fr-CA', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.origin}/recherche/`);
    expect(await page.locator('.search-popular a').count()).toBeGreaterThan(2);
    await page.fill('#search-query', 'fiscalité');
    await page.locator('.search-form button[type="submit"]').click();
    await page.waitForURL(`${server.origin}/recherche/?q=fiscalit%C3%A9`);
    expect(await page.locator('#search-query').count()).toBe(1);
    await context.close();
  });

  it('sends insights to the data layer: viewed results and the clicked one, at most 20 ids per event', async () => {
    const { context, page } = await open('/recherche/?q=droit');
    await waitForStats(page, /résultats trouvés/);
    const events = () =>
      page.evaluate(
        (name) =>
          (
            (
              window as unknown as {
                dataLayer?: { event?: string; eventType?: string; payload?: { objectIDs?: string[] } }[];
              }
            ).dataLayer ?? []
          ).filter((entry) => entry.event === name),
        SEARCH_INSIGHT_EVENT,
      );
    await page.waitForFunction(
      (name) =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === name,
        ),
      SEARCH_INSIGHT_EVENT,
    );
    const viewed = (await events()).filter((event) => event.eventType === 'view');
    expect(viewed.length).toBeGreaterThan(0);
    for (const event of viewed) expect(event.payload?.objectIDs?.length).toBeLessThanOrEqual(20);
    const first = page.locator('.search-hit a').first();
    await first.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await first.click();
    expect((await events()).filter((event) => event.eventType === 'click')).toHaveLength(1);
    await context.close();
  });
});

describe('the header’s search entry', () => {
  it('opens from any page with the keyboard and leads to the search page with the query, its results shown', async () => {
    const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/en/team/`);
    const entry = page.locator('.header-search summary');
    expect(await entry.textContent()).toBe('Search');
    await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
    await entry.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'header-search-q');
    await page.keyboard.press('Escape');
    expect(await page.locator('.header-search').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(
      false,
    );
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'header-search-q');
    await page.keyboard.type('tremblay');
    await Promise.all([page.waitForURL(/\/en\/search\/\?q=tremblay$/), page.keyboard.press('Enter')]);
    await waitForStats(page, /^\d+ results? found in \d+ ?ms$/);
    expect(await page.locator('#search-query').inputValue()).toBe('tremblay');
    expect((await hitTitles(page)).length).toBeGreaterThan(0);
    await context.close();
  });
});
