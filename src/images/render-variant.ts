import sharp, { type Sharp } from 'sharp';
import { cropWindow } from './image-geometry.js';
import type { VariantSpec } from './image-variant.js';

/** Identifies the encoder in cache keys: a different sharp or libvips re-encodes every variant. */
export const RENDERER_ID = `render-variant/1 sharp/${sharp.versions.sharp} vips/${sharp.versions.vips}`;

/**
 * imgix `blur` (0–2000) as a Gaussian sigma. imgix documents no formula: this is a readable approximation, used by
 * tiny placeholders only.
 */
const blurSigma = (blur: number): number => Math.max(0.3, blur / 2);

/** The image upright (EXIF orientation applied), with its pixel size. */
async function upright(input: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  const metadata = await sharp(input).metadata();
  const image = (metadata.orientation ?? 1) > 1 ? sharp(await sharp(input).autoOrient().toBuffer()) : sharp(input);
  return { image, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/**
 * One variant of an image, as the image CDN renders `fit=crop&crop=focalpoint&fp-x&fp-y&w&h`: the largest window of
 * the output's shape, centred on the focal point and clamped to the image edges, scaled to `width`×`height`, then
 * encoded in webp with the given compression `effort` (sharp's 0–6).
 */
export async function renderVariant(input: Buffer, spec: VariantSpec, effort: number): Promise<Buffer> {
  const { image, width, height } = await upright(input);
  const window = cropWindow({ width, height }, { width: spec.width, height: spec.height }, spec.focalPoint);
  let output = image.extract(window).resize(spec.width, spec.height, { fit: 'fill' });
  if (spec.blur > 0) output = output.blur(blurSigma(spec.blur));
  return output.webp({ quality: spec.quality, effort }).toBuffer();
}
