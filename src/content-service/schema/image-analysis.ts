import { encode as encodeBlurhash } from 'blurhash';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import type { StoredUpload } from '../store/content-store.js';

export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** What DatoCMS computes from an image's pixels at upload: its placeholders' hashes and main colours. */
export interface ImageAnalysis {
  blurhash: string;
  /** Base64, as DatoCMS gives it. */
  thumbhash: string;
  /** The main colours, most frequent first (at most 5). */
  colors: readonly Rgb[];
}

/** Thumbhash's largest input side; a blurhash with 4×3 components, as DatoCMS's examples have. */
const SAMPLE_SIDE = 100;
const BLURHASH_COMPONENTS = [4, 3] as const;
const MAX_COLORS = 5;
/** Colours are counted in a 6×6×6 grid of the RGB cube, then each cell's pixels are averaged. */
const COLOR_LEVELS = 6;

const analyses = new Map<string, Promise<ImageAnalysis | null>>();

/** An image upload's analysis, computed with sharp on first use and memoised by md5; null for other files. */
export function imageAnalysis(upload: StoredUpload): Promise<ImageAnalysis | null> {
  if (!upload.mimeType.startsWith('image/')) return Promise.resolve(null);
  let analysis = analyses.get(upload.md5);
  if (!analysis) {
    analysis = analyse(upload.filePath);
    analyses.set(upload.md5, analysis);
    analysis.catch(() => analyses.delete(upload.md5));
  }
  return analysis;
}

async function analyse(filePath: string): Promise<ImageAnalysis> {
  const { data, info } = await sharp(filePath)
    .autoOrient()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return {
    blurhash: encodeBlurhash(pixels, info.width, info.height, ...BLURHASH_COMPONENTS),
    thumbhash: Buffer.from(rgbaToThumbHash(info.width, info.height, pixels)).toString('base64'),
    colors: mainColors(pixels),
  };
}

function mainColors(pixels: Uint8ClampedArray): Rgb[] {
  const buckets = new Map<number, { count: number; red: number; green: number; blue: number }>();
  const step = 256 / COLOR_LEVELS;
  for (let offset = 0; offset < pixels.length; offset += 4) {
    if ((pixels[offset + 3] ?? 0) < 128) continue;
    const [red = 0, green = 0, blue = 0] = pixels.subarray(offset, offset + 3);
    const key =
      (Math.floor(red / step) * COLOR_LEVELS + Math.floor(green / step)) * COLOR_LEVELS + Math.floor(blue / step);
    const bucket = buckets.get(key) ?? { count: 0, red: 0, green: 0, blue: 0 };
    bucket.count += 1;
    bucket.red += red;
    bucket.green += green;
    bucket.blue += blue;
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_COLORS)
    .map((bucket) => ({
      red: Math.round(bucket.red / bucket.count),
      green: Math.round(bucket.green / bucket.count),
      blue: Math.round(bucket.blue / bucket.count),
    }));
}

/** DatoCMS's colour buckets (the `colors` filter of uploads). */
export const COLOR_BUCKETS = [
  'black',
  'blue',
  'brown',
  'cyan',
  'green',
  'grey',
  'orange',
  'pink',
  'purple',
  'red',
  'white',
  'yellow',
] as const;
export type ColorBucket = (typeof COLOR_BUCKETS)[number];

/** The bucket a colour falls in, by lightness, saturation and hue (the thresholds are this service's choice). */
export function colorBucket({ red, green, blue }: Rgb): ColorBucket {
  const max = Math.max(red, green, blue) / 255;
  const min = Math.min(red, green, blue) / 255;
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (lightness < 0.12) return 'black';
  if (lightness > 0.92) return 'white';
  if (chroma < 0.12) return 'grey';
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const hue =
    max === r
      ? (60 * ((g - b) / chroma) + 360) % 360
      : max === g
        ? 60 * ((b - r) / chroma) + 120
        : 60 * ((r - g) / chroma) + 240;
  if (hue < 15 || hue >= 345) return 'red';
  if (hue < 45) return lightness < 0.4 ? 'brown' : 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 160) return 'green';
  if (hue < 200) return 'cyan';
  if (hue < 260) return 'blue';
  if (hue < 300) return 'purple';
  return 'pink';
}
