import { describe, expect, inject, it } from 'vitest';
import { FORM_ENDPOINTS } from '../../../src/forms/form-endpoints.js';
import { checkSiteLinks, formatLinkProblems, type LinkCheckResult } from '../../support/quality/link-check.js';
import { builtPagePaths, TEST_SITE_URL } from '../../support/test-site.js';

/** The link check over every HTML file of the built site (docs/reference/quality-checks.md). */
const dir = inject('builtSiteDir');
let result: Promise<LinkCheckResult> | undefined;
const check = () =>
  (result ??= checkSiteLinks(dir, { siteUrl: TEST_SITE_URL, servicePaths: Object.values(FORM_ENDPOINTS) }));

describe('links of the built site', () => {
  it('reads every page and both error pages', async () => {
    const { pages, references } = await check();
    expect(pages).toBe((await builtPagePaths(dir)).length + 2);
    expect(references).toBeGreaterThan(pages * 10);
  });

  it('has no internal link, asset or fragment that leads nowhere', async () => {
    const broken = (await check()).problems.filter((problem) => problem.kind === 'broken');
    expect(formatLinkProblems(broken), `${broken.length} broken references (page -> target)`).toBe('');
  });

  it('writes mail, phone and external links well-formed', async () => {
    const malformed = (await check()).problems.filter((problem) => problem.kind === 'malformed');
    expect(formatLinkProblems(malformed), `${malformed.length} malformed references (page -> target)`).toBe('');
  });
});
