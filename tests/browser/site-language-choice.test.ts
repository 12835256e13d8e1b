import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../src/hosting/headers-file.js';
import { waitForClientNavigation } from './client-navigation.js';
import { launchBrowser } from './launch-browser.js';

/*
 * The language of `/` on a host that applies no `_redirects` rule (Cloudflare Pages, S3 behind a CDN, GitHub Pages):
 * the script first in the head of `/` decides before anything paints. The servers below serve the built files as
 * they are, with or without the `_headers` file's headers (the Content-Security-Policy that must allow the script).
 */

const dir = inject('builtSiteDir');
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** A plain file server: `/x/` serves `x/index.html`, a missing file is a bare 404; with `headers`, each response gets them. */
async function plainServer(
  headerRules: readonly HeaderRule[],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = join(dir, normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            ...headersFor(headerRules, pathname),
            'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Before any of a document's scripts: records its paint entries and Content-Security-Policy violations in the tab's
 * sessionStorage (kept across its navigations), at each paint and when the document is left.
 */
function recordPaintsAndViolations(): void {
  const record = (key: string, entry: string) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    if (!list.includes(entry)) sessionStorage.setItem(key, JSON.stringify([...list, entry]));
  };
  const paints = () => {
    for (const paint of performance.getEntriesByType('paint')) record('paints', `${location.pathname} ${paint.name}`);
  };
  new PerformanceObserver(paints).observe({ type: 'paint', buffered: true });
  addEventListener('pagehide', paints);
  document.addEventListener('securitypolicyviolation', (event) =>
    record('violations', `${location.pathname} ${event.violatedDirective} ${event.blockedURI}`),
  );
}

const recorded = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as string[], key);

let browser: Browser;
let bare: Awaited<ReturnType<typeof plainServer>>;
let withHeaders: Awaited<ReturnType<typeof plainServer>>;

beforeAll(async () => {
  const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'));
  [browser, bare, withHeaders] = await Promise.all([launchBrowser(), plainServer([]), plainServer(rules)]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([bare?.close(), withHeaders?.close()]);
});

async function visitor(language: 'en' | 'fr'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'en' ? 'en-CA' : 'fr-CA',
    extraHTTPHeaders: { 'Accept-Language': language === 'en' ? 'en-CA,en;q=0.9' : 'fr-CA,fr;q=0.9' },
  });
  await context.addInitScript(recordPaintsAndViolations);
  return { context, page: await context.newPage() };
}

/** Waits until the page's first contentful paint is on record. */
const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

describe('the language of / on a host that applies no rules', () => {
  it.each([
    ['no headers', () => bare.origin],
    ['the _headers file (Content-Security-Policy)', () => withHeaders.origin],
  ])('sends an English browser to /en/ before the French home paints (%s)', async (_, origin) => {
    const { context, page } = await visitor('en');
    await page.goto(`${origin()}/?utm_source=x#top`);
    await painted(page);
    expect(page.url()).toBe(`${origin()}/en/?utm_source=x#top`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-CA');
    const paints = await recorded(page, 'paints');
    expect(paints).toContain('/en/ first-contentful-paint');
    expect(paints.filter((paint) => paint.startsWith('/ '))).toEqual([]);
    expect(await recorded(page, 'violations')).toEqual([]);
    await context.close();
  });

  it('keeps a French browser on / under the Content-Security-Policy, its language script allowed by hash', async () => {
    const { context, page } = await visitor('fr');
    const response = await page.goto(`${withHeaders.origin}/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(/script-src [^;]*/.exec(response?.headers()['content-security-policy'] ?? '')?.[0]).not.toContain(
      'unsafe-inline',
    );
    await painted(page);
    // The page's code has run too (the router started) and left the visitor here.
    await waitForClientNavigation(page);
    expect(page.url()).toBe(`${withHeaders.origin}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(await recorded(page, 'paints')).toContain('/ first-contentful-paint');
    expect(await recorded(page, 'violations')).toEqual([]);
    await context.close();
  });

  it('remembers a language picked with the switcher before the page code ran, in both directions', async () => {
    const { context, page } = await visitor('en');
    // The pages' code never runs: only the HTML and the script in the head of /.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${withHeaders.origin}/en/`);
    await Promise.all([page.waitForURL(`${withHeaders.origin}/`), page.click('a[data-language-switch="fr"]')]);
    await painted(page);
    expect(page.url()).toBe(`${withHeaders.origin}/`);
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr');
    await page.goto(`${withHeaders.origin}/`);
    await painted(page);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');

    // Back to English with the switcher: the English page's code, once it runs, stores the choice.
    await page.unroute('**/assets/*.js');
    await Promise.all([page.waitForURL(`${withHeaders.origin}/en/`), page.click('a[data-language-switch="en"]')]);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value, {
        timeout: 15_000,
      })
      .toBe('en');
    await page.goto(`${withHeaders.origin}/`);
    await painted(page);
    expect(page.url()).toBe(`${withHeaders.origin}/en/`);
    expect(await recorded(page, 'violations')).toEqual([]);
    await context.close();
  });
});
