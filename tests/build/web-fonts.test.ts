import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, inject, it } from 'vitest';
import { FONT_WEIGHTS } from '../../renderer/vite/fonts/font-weights.js';
import { pageFile } from '../support/test-site.js';

const dir = inject('builtSiteDir');

/** The weight axis (min, max) of a font file, read from its `fvar` table. */
async function weightAxis(woff2: Buffer): Promise<{ min: number; max: number }> {
  const font = await subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'truetype' });
  const tables = font.readUInt16BE(4);
  for (let table = 0; table < tables; table += 1) {
    const record = 12 + table * 16;
    if (font.toString('latin1', record, record + 4) !== 'fvar') continue;
    const fvar = font.readUInt32BE(record + 8);
    const axesOffset = fvar + font.readUInt16BE(fvar + 4);
    const axisCount = font.readUInt16BE(fvar + 8);
    const axisSize = font.readUInt16BE(fvar + 10);
    for (let axis = 0; axis < axisCount; axis += 1) {
      const at = axesOffset + axis * axisSize;
      if (font.toString('latin1', at, at + 4) === 'wght') {
        return { min: font.readInt32BE(at + 4) / 65536, max: font.readInt32BE(at + 12) / 65536 };
      }
    }
  }
  throw new Error('no wght axis');
}

describe('the web fonts', () => {
  it('are variable fonts narrowed to the weights the site uses, declared so, and the preloaded faces are among them', async () => {
    const $ = load(await readFile(pageFile(dir, '/'), 'utf8'));
    const stylesheets = $('link[rel="stylesheet"]')
      .map((_, link) => $(link).attr('href'))
      .get();
    const css = (await Promise.all(stylesheets.map((href) => readFile(join(dir, href), 'utf8')))).join('\n');
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const webFonts = faces.filter((face) => face.includes('.woff2'));
    expect(webFonts.length).toBeGreaterThanOrEqual(2);
    for (const face of webFonts) expect(face).toContain(`font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`);

    const files = webFonts.map((face) => /url\(([^)]+\.woff2)\)/.exec(face)?.[1] ?? '');
    for (const file of files) {
      await expect(weightAxis(await readFile(join(dir, file))), file).resolves.toEqual(FONT_WEIGHTS);
    }
    const preloaded = $('link[rel="preload"][as="font"]')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(preloaded).toHaveLength(2);
    for (const href of preloaded) expect(files).toContain(href);
  });
});
