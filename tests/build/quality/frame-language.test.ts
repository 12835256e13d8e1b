import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { localeCodes, type Locale } from '../../../src/config/locales.js';
import { frameTextProblems } from '../../support/quality/frame-text.js';
import { ERROR_PAGES, readBuiltPages, type QualityPage } from '../../support/quality/site-pages.js';

/**
 * The frame of every page (skip link, header, footer, interface labels) speaks the page's language, as
 * src/i18n/messages.ts says it (docs/reference/quality-checks.md). Content text is the page tests' business.
 */
const dir = inject('builtSiteDir');
const pages: QualityPage[] = [...(await readBuiltPages(dir)), ...ERROR_PAGES];

/** Each problem once, with the pages that have it (a frame mistake repeats on every page). */
function report(found: Map<string, string[]>): string {
  return [...found]
    .map(([problem, paths]) => {
      const shown = `${paths.slice(0, 4).join(', ')}${paths.length > 4 ? ', …' : ''}`;
      return `${problem} — on ${paths.length} page${paths.length > 1 ? 's' : ''}: ${shown}`;
    })
    .join('\n');
}

describe('frame language', () => {
  for (const locale of localeCodes) {
    it(`shows the ${locale} interface strings, and none of the other language, on every ${locale} page`, async () => {
      const found = new Map<string, string[]>();
      const own = pages.filter((page) => page.locale === locale);
      expect(own.length).toBeGreaterThan(1);
      await Promise.all(
        own.map(async (page) => {
          // htmlparser2 (cheerio's `xml` option in HTML mode): four times faster than parse5 over 300+ pages.
          const $ = load(await readFile(join(dir, page.file), 'utf8'), {
            xml: { xmlMode: false, decodeEntities: true },
          });
          for (const problem of frameTextProblems($, page.locale as Locale)) {
            found.set(problem, [...(found.get(problem) ?? []), page.path]);
          }
        }),
      );
      expect(report(found), 'frame text problem — on the pages that have it').toBe('');
    });
  }
});
