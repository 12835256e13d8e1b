import { describe, expect, it } from 'vitest';
import { DENSITIES, FALLBACK_WIDTHS, SCREEN_WIDTHS } from '../../src/images/image-config.js';
import { CANDIDATE_WIDTHS, srcsetWidths } from '../../src/images/srcset-widths.js';

describe('srcset widths', () => {
  it('are the screen widths at densities 1 and 2, ascending, once each', () => {
    expect(CANDIDATE_WIDTHS).toEqual([
      320, 640, 960, 1024, 1280, 1440, 1536, 1680, 1920, 2048, 2560, 2880, 3072, 3360, 3840,
    ]);
    for (const width of Object.values(SCREEN_WIDTHS)) {
      for (const density of DENSITIES) expect(CANDIDATE_WIDTHS).toContain(width * density);
    }
  });

  it('stop at the source width, which closes the list', () => {
    expect(srcsetWidths({ maxWidth: 1600, slot: null })).toEqual([320, 640, 960, 1024, 1280, 1440, 1536, 1600]);
    expect(srcsetWidths({ maxWidth: 1536, slot: null })).toEqual([320, 640, 960, 1024, 1280, 1440, 1536]);
    expect(srcsetWidths({ maxWidth: 200.7, slot: null })).toEqual([200]);
  });

  it('never go past the widest candidate', () => {
    expect(srcsetWidths({ maxWidth: 6000, slot: null })).toEqual(CANDIDATE_WIDTHS);
  });

  it('use the fallback widths when the source width is unknown', () => {
    expect(srcsetWidths({ maxWidth: null, slot: null })).toEqual([...FALLBACK_WIDTHS]);
    expect(FALLBACK_WIDTHS).toEqual([256, 317, 640]);
  });

  it('stop at the first candidate covering a bounded slot at 2x', () => {
    expect(srcsetWidths({ maxWidth: 1600, slot: 400 })).toEqual([320, 640, 960]);
    expect(srcsetWidths({ maxWidth: 1600, slot: 480 })).toEqual([320, 640, 960]);
    expect(srcsetWidths({ maxWidth: 1600, slot: 481 })).toEqual([320, 640, 960, 1024]);
    expect(srcsetWidths({ maxWidth: 800, slot: 2400 })).toEqual([320, 640, 800]);
  });
});
