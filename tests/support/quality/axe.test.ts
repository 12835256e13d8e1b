import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../browser/launch-browser.js';
import { formatViolations, runAxe } from './axe.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

async function axeOf(html: string) {
  const page = await browser.newPage();
  try {
    await page.setContent(html);
    return await runAxe(page);
  } finally {
    await page.close();
  }
}

describe('axe in a Playwright page', () => {
  it('finds nothing on an accessible page', async () => {
    const violations = await axeOf(
      '<!DOCTYPE html><html lang="fr-CA"><head><title>Bien</title></head><body><main><h1>Bien</h1><img src="data:," alt="Un carré"><a href="/">Accueil</a></main></body></html>',
    );
    expect(violations).toEqual([]);
  });

  it('reports each violation with its rule, target, HTML and what to fix', async () => {
    const violations = await axeOf(
      '<!DOCTYPE html><html><head><title>Mal</title></head><body><main><h1>Mal</h1><img class="photo" src="data:,">' +
        '<p style="color:#999;background:#fff">Texte pâle</p><button></button></main></body></html>',
    );
    const rules = violations.map((violation) => `${violation.rule} ${violation.target}`).sort();
    expect(rules).toEqual(['button-name button', 'color-contrast p', 'html-has-lang html', 'image-alt img']);
    const image = violations.find((violation) => violation.rule === 'image-alt');
    expect(image?.html).toBe('<img class="photo" src="data:,">');
    expect(image?.impact).toBe('critical');
    expect(formatViolations('/x/ @375px', violations)).toMatch(
      /^image-alt \(critical\) \/x\/ @375px: img — <img class="photo" src="data:,"> — .+$/m,
    );
  });
});
