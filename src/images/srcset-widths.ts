import { DENSITIES, FALLBACK_WIDTHS, SCREEN_WIDTHS } from './image-config.js';

/** Every screen width at every density, ascending: 320, 640, 960, 1024, 1280, 1440, 1536, …, 3840. */
export const CANDIDATE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(SCREEN_WIDTHS).flatMap((width) => DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);

/**
 * The widths of an image's srcset. `maxWidth` is the widest output the source gives without upscaling (null when
 * its size is unknown: the fallback widths); it closes the list when below the largest candidate. `slot` is the
 * widest CSS width the image is shown at, when bounded: candidates stop at the first one covering it at the
 * highest density.
 */
export function srcsetWidths({ maxWidth, slot }: { maxWidth: number | null; slot: number | null }): number[] {
  if (maxWidth === null) return [...FALLBACK_WIDTHS];
  const largest = Math.max(1, Math.min(Math.floor(maxWidth), Math.max(...CANDIDATE_WIDTHS)));
  const widths = CANDIDATE_WIDTHS.filter((width) => width < largest);
  widths.push(largest);
  if (slot === null) return widths;
  const needed = slot * Math.max(...DENSITIES);
  const cover = widths.findIndex((width) => width >= needed);
  return cover === -1 ? widths : widths.slice(0, cover + 1);
}
