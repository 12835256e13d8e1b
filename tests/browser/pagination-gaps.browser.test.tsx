import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pagination } from '../../src/components/page/Pagination.js';
import { renderInSite } from '../components/render-in-site.js';
import { formatViolations, runAxe } from '../support/quality/axe.js';
import { formatVnuErrors, runVnu } from '../support/quality/vnu.js';
import { launchBrowser } from './launch-browser.js';

/**
 * The real content's lists are a few pages long, so the site's own quality checks never meet a pagination with gaps
 * (`…`): a long list's pagination, in a page of its own, checked as every page of the site is (axe, vnu).
 */
let browser: Browser;
let dir: string;
/** The site's stylesheet: its files, in the order renderer/styles/global.css imports them. */
let styles = '';

beforeAll(async () => {
  browser = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'pagination-gaps-'));
  const folder = join(import.meta.dirname, '../../renderer/styles');
  const imports = [
    ...(await readFile(join(folder, 'global.css'), 'utf8')).matchAll(/@import ["']\.\/([\w-]+\.css)["'];/g),
  ].map((match) => match[1] as string);
  styles = (await Promise.all(imports.map((file) => readFile(join(folder, file), 'utf8')))).join('\n');
});

afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a long list’s pagination', () => {
  it('has no accessibility violation and no HTML error, in both languages', async () => {
    const documentOf = (locale: 'fr' | 'en') =>
      `<!DOCTYPE html><html lang="${locale}-CA"><head><meta charset="utf-8"><title>Actualités</title><style>${styles}</style></head><body><main><h1>Actualités</h1>${renderInSite(
        <Pagination
          pagination={{
            page: 800,
            total: 1622,
            listRoute: 'business-intelligence-news',
            pageRoute: 'business-intelligence-news-page-page',
          }}
        />,
        locale,
      )}</main></body></html>`;
    for (const locale of ['fr', 'en'] as const) {
      const page = await browser.newPage();
      try {
        expect(styles).toContain('.pagination a');
        await page.setContent(documentOf(locale));
        expect(await page.locator('nav.pagination li[aria-hidden="true"]').count()).toBe(2);
        const violations = await runAxe(page);
        expect(violations, formatViolations(locale, violations)).toEqual([]);
      } finally {
        await page.close();
      }
      await writeFile(join(dir, `${locale}.html`), documentOf(locale));
    }
    const errors = await runVnu(dir, ['fr.html', 'en.html']);
    expect(errors, formatVnuErrors(errors)).toEqual([]);
  });
});
