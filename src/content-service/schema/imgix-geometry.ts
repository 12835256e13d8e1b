import { GraphQLError } from 'graphql';
import { cropWindow, type CropWindow, parseAspectRatio, type Size } from '../../images/image-geometry.js';
import type { ImgixParams } from './imgix-url.js';

/** Fits that fill the requested box exactly (cropping or stretching); the others fit the image inside it. */
const BOX_FITS = new Set(['crop', 'fill', 'scale', 'clamp', 'facearea']);

/** The box asked by `w`, `h` and `ar` (an aspect ratio counts only with `fit: crop` or `fill`, as in imgix). */
function requestedBox(original: Size, params: ImgixParams): { width?: number; height?: number } {
  const ratio = params.fit === 'crop' || params.fit === 'fill' ? parseAspectRatio(params.ar) : null;
  const width = params.w ?? undefined;
  const height = params.h ?? undefined;
  if (!ratio || (width !== undefined && height !== undefined)) return { width, height };
  if (width !== undefined) return { width, height: width / ratio };
  if (height !== undefined) return { width: height * ratio, height };
  return original.width / original.height > ratio
    ? { width: original.height * ratio, height: original.height }
    : { width: original.width, height: original.width / ratio };
}

/** `rect=x,y,w,h` as four whole numbers; anything else (imgix's percentage form too) is a GraphQL error. */
export function parseRect(rect: string): [x: number, y: number, width: number, height: number] {
  const match = /^(\d+),(\d+),(\d+),(\d+)$/.exec(rect.replace(/\s+/g, ''));
  const [x, y, width, height] = (match?.slice(1) ?? []).map(Number);
  if (x === undefined || y === undefined || !width || !height) {
    throw new GraphQLError(`imgixParams rect: expected "x,y,w,h" in whole pixels, got "${rect}"`);
  }
  return [x, y, width, height];
}

/** The source region `rect` clamped to the image, or null without one. */
export function sourceRect(original: Size, params: ImgixParams): CropWindow | null {
  if (params.rect == null) return null;
  const [x, y, w, h] = parseRect(params.rect);
  const left = Math.min(x, original.width - 1);
  const top = Math.min(y, original.height - 1);
  return { left, top, width: Math.min(w, original.width - left), height: Math.min(h, original.height - top) };
}

/** `maxW`/`maxH` shrink and `minW`/`minH` grow the output, keeping its aspect ratio (maxima win). */
function withinLimits(size: Size, params: ImgixParams): Size {
  const grow = Math.max(1, (params.minW ?? 0) / size.width, (params.minH ?? 0) / size.height);
  const shrink = Math.min(
    1,
    (params.maxW ?? Infinity) / (size.width * grow),
    (params.maxH ?? Infinity) / (size.height * grow),
  );
  const scale = grow * shrink;
  return scale === 1 ? size : { width: size.width * scale, height: size.height * scale };
}

/** The size of the image imgix renders for `params` (before `dpr`), rounded to whole pixels. */
export function outputSize(image: Size, params: ImgixParams): Size {
  const original = sourceRect(image, params) ?? image;
  const box = requestedBox(original, params);
  let { width, height } = original;
  if (box.width !== undefined && box.height !== undefined) {
    if (params.fit && BOX_FITS.has(params.fit)) {
      width = box.width;
      height = box.height;
    } else {
      const limit = params.fit === 'max' ? 1 : Infinity;
      const scale = Math.min(box.width / original.width, box.height / original.height, limit);
      width = original.width * scale;
      height = original.height * scale;
    }
  } else if (box.width !== undefined) {
    const scale = params.fit === 'max' ? Math.min(box.width / original.width, 1) : box.width / original.width;
    width = original.width * scale;
    height = original.height * scale;
  } else if (box.height !== undefined) {
    const scale = params.fit === 'max' ? Math.min(box.height / original.height, 1) : box.height / original.height;
    width = original.width * scale;
    height = original.height * scale;
  }
  const limited = withinLimits({ width, height }, params);
  return { width: Math.max(1, Math.round(limited.width)), height: Math.max(1, Math.round(limited.height)) };
}

/**
 * The crop window `params` imply, or null when the whole image is kept (no source region, no cropping fit, same
 * aspect ratio). A cropping fit crops within the source region.
 */
export function cropFor(image: Size, params: ImgixParams): CropWindow | null {
  const rect = sourceRect(image, params);
  const original = rect ?? image;
  const output = outputSize(image, params);
  const sameShape = Math.abs(output.width / output.height - original.width / original.height) < 0.01;
  if (params.fit !== 'crop' || (sameShape && (params.fpZ ?? 1) <= 1)) return rect;
  const onFocalPoint = params.crop?.includes('focalpoint');
  const focus = onFocalPoint ? { x: params.fpX ?? 0.5, y: params.fpY ?? 0.5 } : { x: 0.5, y: 0.5 };
  const window = cropWindow(original, output, focus, params.fpZ ?? 1);
  return rect ? { ...window, left: window.left + rect.left, top: window.top + rect.top } : window;
}
