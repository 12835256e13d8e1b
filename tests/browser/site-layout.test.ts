import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LATEST_START_MS } from '../../renderer/client-modules.js';
import { startServer } from '../server/helpers.js';
import { builtPagePaths } from '../support/test-site.js';
import { waitForClientNavigation } from './client-navigation.js';
import { holdRequests } from './hold-requests.js';
import { layoutShifts, recordLayoutShifts } from './layout-shifts.js';
import { launchBrowser } from './launch-browser.js';

const dir = inject('builtSiteDir');
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let paths: string[] = [];

beforeAll(async () => {
  [server, browser, paths] = await Promise.all([startServer(dir), launchBrowser(), builtPagePaths(dir)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page and waits until the header is hydrated (it then marks itself `data-enhanced`). */
async function open(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-CA', ...options });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  if (options.javaScriptEnabled !== false) {
    await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
    await waitForClientNavigation(page);
  }
  return { context, page };
}

const focusedId = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');

function firstPath(pattern: RegExp): string {
  const path = paths.find((candidate) => pattern.test(candidate) && !candidate.includes('/page/'));
  if (!path) throw new Error(`No built page matches ${pattern}`);
  return path;
}

describe('mobile menu (375 px)', () => {
  it('opens with Enter and Space, toggles aria-expanded, and Escape closes it and returns focus to its button', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 800 } });
    const toggle = page.locator('.menu-toggle');
    const menu = page.locator('#site-menu');
    await page.waitForTimeout(150); // the layout state follows the window width 100 ms after it changes
    expect(await toggle.getAttribute('aria-controls')).toBe('site-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(1);
    expect(await menu.isVisible()).toBe(false);

    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.classList.contains('main-nav'))).toBe(
      true,
    );

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await context.close();
  });

  it('closes when a link of the menu leads to another page', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 800 } });
    await page.waitForTimeout(150);
    await page.click('.menu-toggle');
    await page.click('#site-menu a[href="/equipe/"]');
    await page.waitForURL(`${server.origin}/equipe/`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false');
    await context.close();
  });

  it('starts collapsed where scripts run, so hydrating moves nothing', async () => {
    const viewport = { width: 375, height: 800 };
    // Fonts are `optional`: whether a load paints with the web font or the fallback depends on timing, so both loads
    // here use the fallback, and the comparison measures hydration alone (the layout stability test covers fonts).
    const noFonts = (context: BrowserContext) => context.route('**/assets/*.woff2', (route) => route.abort());
    const before = await browser.newContext({ locale: 'fr-CA', viewport });
    await noFonts(before);
    const unhydrated = await before.newPage();
    await unhydrated.route('**/assets/*.js', (route) => route.abort());
    await unhydrated.goto(`${server.origin}/`);
    const top = await unhydrated.locator('main').boundingBox();
    expect(await unhydrated.locator('#site-menu').isVisible()).toBe(false);
    await before.close();
    const context = await browser.newContext({ locale: 'fr-CA', viewport });
    await noFonts(context);
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
    expect(await page.locator('main').boundingBox()).toEqual(top);
    await context.close();
  });

  it('shows the navigation without JavaScript', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    expect(await page.locator('.main-nav a').first().isVisible()).toBe(true);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false);
    await context.close();
  });
});

describe('skip link', () => {
  it('is the first stop of the keyboard, shows itself, and moves focus to main', async () => {
    const { context, page } = await open('/equipe/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    const box = await page.locator('.skip-link').boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await context.close();
  });
});

describe('320 px wide screens', () => {
  it('never scroll horizontally, menu closed or open', async () => {
    const pages = [
      '/',
      '/en/',
      '/equipe/',
      firstPath(/^\/equipe\/[^/]+\/$/),
      firstPath(/^\/intelligence-affaire\/actualites\/[^/]+\/$/),
      firstPath(/^\/evenements\/[^/]+\/$/),
      '/contact/',
      '/nulle-part/',
    ];
    const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of pages) {
      await page.goto(`${server.origin}${path}`);
      await page.waitForLoadState('load');
      expect(await overflow(), path).toBe(0);
      if (await page.locator('.site-header[data-enhanced]').count()) {
        await page.waitForTimeout(150);
        await page.click('.menu-toggle');
        expect(await overflow(), `${path}, menu open`).toBe(0);
      }
    }
    await context.close();
  });
});

describe('icons', () => {
  const iconChunk = /\/assets\/(logo|pattern|socials|ui)-[\w-]+\.js$/;

  it('come inline with the HTML: a page showing social icons downloads no icon code, nor socials later', async () => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.origin}/`);
    await waitForClientNavigation(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page
        .locator('.social-links svg[data-icon^="socials/"] path, .social-links svg[data-icon^="socials/"] rect')
        .count(),
    ).toBeGreaterThan(0);
    expect(scripts.filter((file) => iconChunk.test(file))).toEqual([]);
    expect(errors).toEqual([]);

    // A client navigation to a page drawing new icons (interface icons, its hero's pattern swatch) loads their groups,
    // and only them.
    await page.click('header nav a[href="/contact/"]');
    await page.waitForURL(`${server.origin}/contact/`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main svg[data-icon]')].every((svg) => svg.childElementCount > 0),
    );
    const drawn = await page.$$eval('main svg[data-icon]', (svgs) => [
      ...new Set(svgs.map((svg) => svg.getAttribute('data-icon')?.split('/')[0])),
    ]);
    expect(drawn).toContain('ui');
    const loaded = scripts.filter((file) => iconChunk.test(file)).map((file) => iconChunk.exec(file)?.[1]);
    expect(loaded.sort()).toEqual(drawn.sort());
    expect(scripts.some((file) => /\/socials-/.test(file))).toBe(false);
    expect(await page.locator('.social-links svg path, .social-links svg rect').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are not downloaded by a page without social icons either (the error page)', async () => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.origin}/nulle-part/`);
    await page.waitForFunction(() =>
      document.querySelector('[data-error-message]')?.textContent?.includes('/nulle-part/'),
    );
    await page.waitForLoadState('networkidle');
    expect(await page.locator('svg[data-icon^="socials/"]').count()).toBe(0);
    expect(await page.locator('main svg[data-icon="logo/logo"] path').count()).toBeGreaterThan(0);
    expect(scripts.filter((file) => iconChunk.test(file))).toEqual([]);
    await context.close();
  });
});

describe('layout stability', () => {
  // One test per page and width: three page loads at two widths take longer than a test's time on a busy runner.
  const cases = ['/', '/en/', 'a team member'].flatMap((page) => [390, 1280].map((width) => ({ page, width })));
  it.each(cases)(
    'does not move the page while it loads: fonts, images and the hydrated header shift nothing ($page at $width px)',
    async ({ page: named, width }) => {
      const path = named === 'a team member' ? firstPath(/^\/equipe\/[^/]+\/$/) : named;
      const viewport = { width, height: width < 640 ? 844 : 800 };
      const context = await browser.newContext({ locale: 'fr-CA', viewport });
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      const shifts = await layoutShifts(page);
      expect({ path, width: viewport.width, shifts }).toEqual({ path, width: viewport.width, shifts: [] });
      await context.close();
    },
  );
});

describe('a document that arrives in parts', () => {
  it('does not move the header when the rest of it arrives after a first paint of its beginning', async () => {
    // A slow link or a busy phone can paint the document while its parser is inside the header. A loopback proxy
    // sends the home page up to the middle of the header's tools, waits until the browser has drawn that, then sends
    // the rest; everything else comes from the static server as it is.
    const split = '<a href="/en/"';
    let framed = () => {};
    const proxy = createServer(async (request, response) => {
      const upstream = await fetch(`${server.origin}${request.url ?? '/'}`, {
        headers: { 'accept-language': 'fr-CA' },
        redirect: 'manual',
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const at = request.url === '/' ? body.indexOf(split) : -1;
      if (at < 0) return response.end(body);
      response.write(body.subarray(0, at));
      // The rest once the browser has drawn a frame of the part it has (or after 15 s, and the test fails).
      await new Promise<void>((resolve) => {
        framed = resolve;
        setTimeout(resolve, 15_000);
      });
      response.end(body.subarray(at));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    try {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const context = await browser.newContext({ locale: 'fr-CA', viewport });
        const page = await context.newPage();
        let partHeaderFramed = false;
        await page.exposeFunction('framedPartHeader', () => {
          partHeaderFramed = true;
          framed();
        });
        await page.addInitScript(recordLayoutShifts);
        await page.addInitScript(() => {
          const frame = () => {
            if (document.querySelector('.site-header') && !document.querySelector('.language-switcher'))
              (window as unknown as { framedPartHeader: () => void }).framedPartHeader();
            else if (!document.querySelector('main')) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
        expect(partHeaderFramed).toBe(true);
        await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
        const shifts = await layoutShifts(page);
        expect({ width: viewport.width, shifts }).toEqual({ width: viewport.width, shifts: [] });
        await context.close();
      }
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('first render', () => {
  it('keeps the network and the main thread for the page until it is loaded and on screen: its code starts after', async () => {
    for (const path of ['/', firstPath(/^\/equipe\/$/), firstPath(/^\/en\/career\/[^/]+\/$/)]) {
      const { context, page } = await open(path);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const code = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(client-entry|_?Page)-[^/]+\.js$/.test(entry.name));
        return {
          loaded: navigation?.loadEventEnd ?? null,
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          codeFiles: code.length,
          codeStarted: code.length > 0 ? Math.min(...code.map((entry) => entry.startTime)) : null,
        };
      });
      expect(timing.codeFiles, path).toBeGreaterThanOrEqual(2);
      expect(timing.codeStarted, path).toBeGreaterThanOrEqual(timing.loaded ?? Number.POSITIVE_INFINITY);
      expect(timing.codeStarted, path).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
      await context.close();
    }
  });

  it('starts the page’s code at once when the visitor presses a key before the page has finished loading, and at the latest 5 s after its HTML', async () => {
    for (const press of [true, false]) {
      const context = await browser.newContext({ locale: 'fr-CA' });
      const page = await context.newPage();
      const release = await holdRequests(page, /\/_img\//);
      await page.goto(`${server.origin}${firstPath(/^\/equipe\/$/)}`, { waitUntil: 'domcontentloaded' });
      const parsed = Date.now();
      await page.waitForTimeout(1500);
      expect(
        await page.evaluate(() => [
          document.readyState,
          document.querySelector('.site-header[data-enhanced]') !== null,
        ]),
      ).toEqual(['interactive', false]);
      if (press) await page.keyboard.press('Tab');
      await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
      expect(Date.now() - parsed, `pressed: ${press}`)[press ? 'toBeLessThan' : 'toBeGreaterThanOrEqual'](
        LATEST_START_MS - 200,
      );
      expect(await page.evaluate(() => document.readyState)).toBe('interactive');
      release();
      await context.close();
    }
  });
});
