import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { renderVariant } from '../../src/images/render-variant.js';
import type { VariantSpec } from '../../src/images/image-variant.js';
import { findRed, markedImage } from './support/marked-image.js';

const SOURCE = { width: 1200, height: 800 };
const MARK = 40;
/** The webp effort this run's configuration encodes with (the suite's IMAGE_WEBP_EFFORT). */
const EFFORT = readConfig().imageWebpEffort;

/** Output sizes of extreme and common aspect ratios. */
const OUTPUTS = {
  '1:8': { width: 100, height: 800 },
  '8:1': { width: 800, height: 100 },
  '1:1': { width: 400, height: 400 },
  '16:9': { width: 640, height: 360 },
  '4:5': { width: 320, height: 400 },
} as const;

const CORNERS = {
  'top left': { x: 0, y: 0 },
  'top right': { x: 1, y: 0 },
  'bottom left': { x: 0, y: 1 },
  'bottom right': { x: 1, y: 1 },
  'near top left': { x: 0.03, y: 0.02 },
  'near bottom right': { x: 0.97, y: 0.98 },
} as const;

const spec = (output: { width: number; height: number }, focalPoint: { x: number; y: number }): VariantSpec => ({
  ...output,
  focalPoint,
  quality: 100,
  blur: 0,
});

describe('focal-point crop (fit=crop&crop=focalpoint)', () => {
  describe.each(Object.entries(OUTPUTS))('%s', (_ratio, output) => {
    it.each(Object.entries(CORNERS))(
      'keeps a mark at the %s focal point in frame, against that corner',
      async (_name, focus) => {
        const result = await findRed(
          await renderVariant(await markedImage(SOURCE.width, SOURCE.height, focus, MARK), spec(output, focus), EFFORT),
        );
        expect(result).toMatchObject(output);
        expect(result.count).toBeGreaterThan(0);
        // The window is clamped to the image edges: the mark keeps its distance to the nearest edges, scaled.
        const scale = Math.max(output.width / SOURCE.width, output.height / SOURCE.height);
        const fromLeft = Math.max(0, focus.x * SOURCE.width - MARK / 2) * scale;
        const fromRight = Math.max(0, SOURCE.width - focus.x * SOURCE.width - MARK / 2) * scale;
        const fromTop = Math.max(0, focus.y * SOURCE.height - MARK / 2) * scale;
        const fromBottom = Math.max(0, SOURCE.height - focus.y * SOURCE.height - MARK / 2) * scale;
        if (focus.x < 0.5) expect(Math.abs(result.minX - fromLeft)).toBeLessThanOrEqual(2);
        else expect(Math.abs(output.width - 1 - result.maxX - fromRight)).toBeLessThanOrEqual(2);
        if (focus.y < 0.5) expect(Math.abs(result.minY - fromTop)).toBeLessThanOrEqual(2);
        else expect(Math.abs(output.height - 1 - result.maxY - fromBottom)).toBeLessThanOrEqual(2);
      },
    );

    it('centres the crop on a focal point away from the edges', async () => {
      const focus = { x: 0.47, y: 0.52 };
      const result = await findRed(
        await renderVariant(await markedImage(SOURCE.width, SOURCE.height, focus, MARK), spec(output, focus), EFFORT),
      );
      expect(result.count).toBeGreaterThan(0);
      // Along the axis the crop removes, the mark lands in the middle of the output (within 2 px).
      const croppedAcross = output.width / output.height < SOURCE.width / SOURCE.height;
      if (croppedAcross) expect(Math.abs(result.centreX - output.width / 2)).toBeLessThanOrEqual(2);
      else expect(Math.abs(result.centreY - output.height / 2)).toBeLessThanOrEqual(2);
    });
  });

  it('scales the whole image when the shape matches, and blurs placeholders', async () => {
    const focus = { x: 0.25, y: 0.75 };
    const source = await markedImage(SOURCE.width, SOURCE.height, focus, MARK);
    const whole = await findRed(
      await renderVariant(source, spec({ width: 600, height: 400 }, { x: 0.5, y: 0.5 }), EFFORT),
    );
    expect(whole.centreX).toBeCloseTo(150, -1);
    expect(whole.centreY).toBeCloseTo(300, -1);
    const tiny = await renderVariant(
      source,
      { ...spec({ width: 10, height: 10 }, focus), quality: 50, blur: 3 },
      EFFORT,
    );
    expect((await findRed(tiny)).width).toBe(10);
  });
});
