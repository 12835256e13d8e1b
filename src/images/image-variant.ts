import { IMAGE_FORMAT } from './image-config.js';
import { shortHash } from './short-hash.js';

/** What one transformed image is: the upload's pixels cropped on the focal point to `width`×`height`. */
export interface VariantSpec {
  width: number;
  height: number;
  /** The crop window's centre, 0 to 1 from the left and the top (clamped to the image edges). */
  focalPoint: { x: number; y: number };
  quality: number;
  /** Blur strength, imgix scale (0 = none). */
  blur: number;
}

/** A variant a page references, named by its file under `/_img/`. */
export interface ImageVariant extends VariantSpec {
  /** The file name under `/_img/` (decoded), e.g. `hero.jpg_640x360_fp0.5_0.47_q100-1x2y3z.webp`. */
  file: string;
  /** The upload's file name under `{contentDir}/uploads/` (decoded). */
  source: string;
}

/** Output sides above this are refused (the dev server encodes whatever URL it is asked for). */
const MAX_SIDE = 8192;
const MAX_BLUR = 2000;

/** A focal point coordinate as written in names and URLs: within 0–1, at most 4 decimals. */
export function focalCoordinate(value: number): number {
  return Number(Math.min(Math.max(value, 0), 1).toFixed(4));
}

function specName(source: string, spec: VariantSpec): string {
  const blur = spec.blur > 0 ? `_blur${spec.blur}` : '';
  const { x, y } = spec.focalPoint;
  return `${source}_${spec.width}x${spec.height}_fp${focalCoordinate(x)}_${focalCoordinate(y)}_q${spec.quality}${blur}`;
}

/**
 * The file name of a variant: every parameter readable in it (the build and the dev server rebuild the variant from
 * the name alone), then a hash of those parameters and of `version`, a fingerprint of the upload's content (its
 * md5), so that a replaced upload gets new names and the files can be cached as immutable.
 */
export function variantFile(source: string, spec: VariantSpec, version: string): string {
  const name = specName(source, spec);
  return `${name}-${shortHash(`${version}|${name}`)}.${IMAGE_FORMAT}`;
}

const VARIANT_FILE = new RegExp(
  `^(.+)_(\\d+)x(\\d+)_fp([\\d.]+)_([\\d.]+)_q(\\d+)(?:_blur(\\d+))?-[0-9a-z]+\\.${IMAGE_FORMAT}$`,
);

const isSafeSource = (source: string): boolean => !/[/\\\0]/.test(source) && !source.startsWith('.');

/** The variant a file name describes, or null when it is not a well-formed, reasonable variant name. */
export function parseVariantFile(file: string): ImageVariant | null {
  const match = VARIANT_FILE.exec(file);
  if (!match) return null;
  const [, source = '', width, height, x, y, quality, blur] = match;
  const variant: ImageVariant = {
    file,
    source,
    width: Number(width),
    height: Number(height),
    focalPoint: { x: Number(x), y: Number(y) },
    quality: Number(quality),
    blur: Number(blur ?? 0),
  };
  const sideOk = (side: number) => side >= 1 && side <= MAX_SIDE;
  const unit = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
  const valid =
    isSafeSource(source) &&
    sideOk(variant.width) &&
    sideOk(variant.height) &&
    unit(variant.focalPoint.x) &&
    unit(variant.focalPoint.y) &&
    variant.quality >= 1 &&
    variant.quality <= 100 &&
    variant.blur <= MAX_BLUR;
  return valid ? variant : null;
}
