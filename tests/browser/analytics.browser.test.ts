import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site-build/build-site.js';
import { readConfig } from '../../src/config/env.js';
import { createStaticServer } from '../../src/server/static-server.js';
import { formatViolations, runAxe } from '../support/quality/axe.js';
import { waitForClientNavigation } from './client-navigation.js';
import { launchBrowser } from './launch-browser.js';

const root = resolve(import.meta.dirname, '../..');
const outDir = `.cache/analytics-${process.pid}`;
const GTM_ID = 'GTM-TEST123';

let server: Server;
let origin = '';
let browser: Browser;

/** A visitor's session: requests to the tag manager are answered here (no internet), and counted. */
async function visitor(
  locale = 'fr-CA',
): Promise<{ context: BrowserContext; page: Page; tagManagerRequests: string[]; problems: string[] }> {
  const context = await browser.newContext({ locale });
  const tagManagerRequests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    tagManagerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, tagManagerRequests, problems };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
  );
const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])) as Record<string, unknown>[],
  );
const views = async (page: Page) => (await dataLayer(page)).filter((entry) => entry.event === 'content-view');
/** The Consent Mode commands pushed (gtag pushes an arguments object: `{0: 'consent', 1: 'default', 2: {...}}`). */
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => entry['0'] === 'consent').map((entry) => [entry['1'], entry['2']]);

beforeAll(async () => {
  const config = readConfig({
    SITE_URL: 'https://www.example.test',
    GTM_ID,
    CONTENT_DIR: join(root, 'content'),
    IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT,
  });
  await buildSite({ config, buildId: 'analytics', outDir, buildsDir: `${outDir}-builds`, log: () => {} });
  server = createStaticServer({ dir: join(root, outDir) });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => server.close(() => done()));
  for (const dir of [outDir, `${outDir}.deploys`, `${outDir}-builds`])
    await rm(join(root, dir), { recursive: true, force: true });
});

describe('analytics with consent (GTM_ID set)', () => {
  it('counts a content-view for the first page and after a client navigation, and loads no tag manager before consent', async () => {
    const { context, page, tagManagerRequests, problems } = await visitor();
    await page.goto(`${origin}/`);
    await waitForClientNavigation(page);
    await page.locator('.consent-banner').waitFor();
    expect(await views(page)).toEqual([{ event: 'content-view', 'content-name': '/', 'content-view-name': 'index' }]);
    expect((await consentCommands(page))[0]).toEqual([
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 }),
    ]);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('header a[href="/equipe/"]').first().click();
    await page.waitForURL(`${origin}/equipe/`);
    await expect
      .poll(() => views(page))
      .toEqual([
        { event: 'content-view', 'content-name': '/', 'content-view-name': 'index' },
        { event: 'content-view', 'content-name': '/equipe/', 'content-view-name': 'employee' },
      ]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(tagManagerRequests).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an accessible bilingual banner; accepting loads the tag manager once, and the choice is remembered', async () => {
    const { context, page, tagManagerRequests, problems } = await visitor('en-CA');
    await page.goto(`${origin}/en/`);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await banner.waitFor();
    expect(formatViolations('/en/ with the consent banner', await runAxe(page))).toBe('');
    expect(tagManagerRequests).toEqual([]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => tagManagerRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    await expect.poll(() => page.evaluate(() => 'tagManagerRan' in window)).toBe(true);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    expect(await banner.count()).toBe(0);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => tagManagerRequests.length).toBe(2);
    expect(await page.locator('.consent-banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the visitor refuse as easily, and change their mind from the footer in a keyboard-operable dialog', async () => {
    const { context, page, tagManagerRequests } = await visitor();
    await page.goto(`${origin}/`);
    await hydrated(page);
    await page
      .getByRole('region', { name: 'Vos choix en matière de témoins' })
      .getByRole('button', { name: 'Tout refuser' })
      .click();
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(tagManagerRequests).toEqual([]);

    await page.getByRole('button', { name: 'Préférences de témoins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Préférences de témoins' });
    await dialog.waitFor();
    expect(formatViolations('/ with the preferences dialog', await runAxe(page))).toBe('');
    await dialog.getByRole('checkbox', { name: /Mesure d’audience/ }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).press('Enter');
    await expect.poll(() => tagManagerRequests.length).toBe(1);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });
});
