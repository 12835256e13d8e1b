import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localeCodes } from '../../../src/config/locales.js';
import { ERROR_PAGES, PAGE_TYPES, readBuiltPages, sampleKey, samplePages } from '../../support/quality/site-pages.js';
import { formatVnuErrors, runVnu, type VnuError } from '../../support/quality/vnu.js';

/**
 * The Nu Html Checker over one page of each page type in each language and both error pages, in one JVM run
 * (docs/reference/quality-checks.md). QUALITY_VNU_ALL=1 checks every built page instead (about 15 s).
 */
const dir = inject('builtSiteDir');
const pages = await readBuiltPages(dir);
const sample = samplePages(pages);
const files =
  process.env.QUALITY_VNU_ALL === '1'
    ? [...pages.map((page) => page.file), ...ERROR_PAGES.map((page) => page.file)]
    : [...sample.values(), ...ERROR_PAGES].map((page) => page.file);
let errors: VnuError[] = [];

beforeAll(async () => {
  errors = await runVnu(dir, files);
}, 180_000);

describe('HTML validity (Nu Html Checker)', () => {
  it('samples every page type in both languages', () => {
    const missing = PAGE_TYPES.flatMap((type) => localeCodes.map((locale) => sampleKey(type, locale))).filter(
      (key) => !sample.has(key),
    );
    expect(missing, 'page types without a built page').toEqual([]);
  });

  it('finds no error in the sampled pages', () => {
    expect(
      formatVnuErrors(errors),
      `${errors.length} errors in ${files.length} files (file:line:column message — “extract”)`,
    ).toBe('');
  });
});
