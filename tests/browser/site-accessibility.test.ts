import { availableParallelism } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { localeCodes, locales, type Locale } from '../../src/config/locales.js';
import { startServer } from '../server/helpers.js';
import { formatViolations, runAxeReport } from '../support/quality/axe.js';
import {
  ERROR_PAGES,
  PAGE_TYPES,
  readBuiltPages,
  sampleKey,
  samplePages,
  type QualityPage,
} from '../support/quality/site-pages.js';
import { launchBrowser } from './launch-browser.js';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) over one page of each page type in each language and both 404 pages,
 * at 1280 px and 375 px, once hydrated (docs/reference/quality-checks.md); served with the build's `_headers`, each page must
 * also load and hydrate under its Content-Security-Policy without a violation.
 */
const dir = inject('builtSiteDir');
const sample = samplePages(await readBuiltPages(dir));
/** QUALITY_AXE_REVIEW=1 also prints what axe could not decide (contrast over images…): to check by hand, not failures. */
const REVIEW = process.env.QUALITY_AXE_REVIEW === '1';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/**
 * Pages audited at once: the tests run concurrently, each taking a slot, whose browser pages (one per language and
 * width, made on first use) it reuses: a new context per page load would cost as much as the load itself.
 */
const PARALLEL = Math.max(1, Math.min(4, availableParallelism()));
type Slot = Map<string, Page>;
/** Uncaught errors of each page since its last navigation. */
const pageErrors = new WeakMap<Page, string[]>();
/** What the Content-Security-Policy refused on each page since its last navigation (Chromium reports it in the console). */
const policyViolations = new WeakMap<Page, string[]>();
const free: Slot[] = Array.from({ length: PARALLEL }, () => new Map());
const waiting: ((slot: Slot) => void)[] = [];

async function withSlot<T>(task: (slot: Slot) => Promise<T>): Promise<T> {
  const slot = free.pop() ?? (await new Promise<Slot>((resolve) => waiting.push(resolve)));
  try {
    return await task(slot);
  } finally {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  }
}

async function pageOf(slot: Slot, locale: Locale, viewport: (typeof WIDTHS)[number]): Promise<Page> {
  const key = `${locale}@${viewport.width}`;
  let page = slot.get(key);
  if (!page) {
    const context = await browser.newContext({ viewport, locale: locales[locale].iso, reducedMotion: 'reduce' });
    const created = await context.newPage();
    created.on('pageerror', (error) => pageErrors.get(created)?.push(error.message.split('\n')[0] ?? ''));
    created.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        policyViolations.get(created)?.push(message.text().slice(0, 200));
    });
    page = created;
    slot.set(key, page);
  }
  return page;
}

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(dir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits until React has hydrated the page (its `main` carries React's props), and the web fonts are in. */
async function settle(page: Page, path: string): Promise<void> {
  const hydrated = () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react'));
  await page.waitForFunction(hydrated, undefined, { timeout: 10_000 }).catch(() => {
    throw new Error(`${path} did not hydrate within 10 s: axe would check a page visitors do not see`);
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The axe violations of `target` at each width, one line each; '' when there is none. */
async function audit(target: QualityPage): Promise<string> {
  const status = target.page === '404' ? 404 : 200;
  return withSlot(async (slot) => {
    const lines = await Promise.all(
      WIDTHS.map(async (viewport) => {
        const where = `${target.path} @${viewport.width}px`;
        const page = await pageOf(slot, target.locale, viewport);
        const errors: string[] = [];
        const refused: string[] = [];
        pageErrors.set(page, errors);
        policyViolations.set(page, refused);
        const response = await page.goto(`${server.origin}${target.path}`);
        if (response?.status() !== status) return `${where}: HTTP ${response?.status()}, expected ${status}`;
        if (!response.headers()['content-security-policy']?.includes("script-src 'self'"))
          return `${where}: served without its Content-Security-Policy`;
        if (new URL(page.url()).pathname !== target.path) return `${where}: redirected to ${page.url()}`;
        await settle(page, target.path);
        // A page that fails to hydrate falls back to the error view: auditing that would prove nothing.
        if (target.page !== '404' && (await page.locator('[data-error-page]').count()) > 0) {
          return `${where}: shows the error view once hydrated, not the page (page errors: ${errors.join(' | ') || 'none'})`;
        }
        if (refused.length > 0) return `${where}: Content-Security-Policy violations: ${refused.join(' | ')}`;
        const { violations, incomplete } = await runAxeReport(page);
        if (REVIEW && incomplete.length > 0) console.info(`needs review:\n${formatViolations(where, incomplete)}`);
        return formatViolations(where, violations);
      }),
    );
    return lines.filter(Boolean).join('\n');
  });
}

/**
 * A test's time includes its wait for a slot behind the others (up to 24 s on a 2-core machine running only this
 * file, more when another test file runs beside it).
 */
const AUDIT_TIMEOUT = 120_000;

// Concurrent: PARALLEL pages at a time (see withSlot), a page's two widths loading together.
describe.concurrent('accessibility (axe-core, WCAG 2.x A and AA)', () => {
  for (const type of PAGE_TYPES) {
    for (const locale of localeCodes) {
      const target = sample.get(sampleKey(type, locale));
      it(
        `${type} (${locale}) ${target?.path ?? '(no page)'}`,
        async ({ expect }) => {
          if (!target) throw new Error(`No built page of type ${type} in ${locale}`);
          expect(await audit(target), 'rule (impact) page @width: target — html — what to fix').toBe('');
        },
        AUDIT_TIMEOUT,
      );
    }
  }
  for (const target of ERROR_PAGES) {
    it(
      `404 (${target.locale}) ${target.path}`,
      async ({ expect }) => {
        expect(await audit(target), 'rule (impact) page @width: target — html — what to fix').toBe('');
      },
      AUDIT_TIMEOUT,
    );
  }
});
