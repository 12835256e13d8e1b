import type { StoredUpload } from '../store/content-store.js';

/** The ImgixParams argument as GraphQL parses it (enum values are their names). */
export interface ImgixParams {
  auto?: readonly string[] | null;
  w?: number | null;
  h?: number | null;
  fit?: string | null;
  crop?: readonly string[] | null;
  fpX?: number | null;
  fpY?: number | null;
  fpZ?: number | null;
  q?: number | null;
  ar?: string | null;
  dpr?: number | null;
  blur?: number | null;
  fm?: string | null;
  maxW?: number | null;
  maxH?: number | null;
  minW?: number | null;
  minH?: number | null;
  /** The source region `x,y,w,h` in pixels of the original, cropped before everything else. */
  rect?: string | null;
  /** DatoCMS-only: leave out the project's default optimizations. This service adds none, so it changes nothing. */
  skipDefaultOptimizations?: boolean | null;
}

/** Params that are not imgix URL parameters. */
const NOT_IN_URL = new Set(['skipDefaultOptimizations']);

/**
 * Adds the upload's focal point like DatoCMS: with `fit: crop` and a target shape (`w` and `h`, or `ar`), the crop
 * centres on the focal point: `crop=focalpoint` (unless another crop mode is asked) and `fp-x`/`fp-y` (unless given).
 */
export function withFocalPoint(upload: StoredUpload, params: ImgixParams): ImgixParams {
  const shaped = (params.w != null && params.h != null) || params.ar != null;
  if (params.fit !== 'crop' || !shaped || !upload.focalPoint) return params;
  const crop = params.crop && params.crop.length > 0 ? params.crop : ['focalpoint'];
  if (!crop.includes('focalpoint')) return params;
  return { ...params, crop, fpX: params.fpX ?? upload.focalPoint.x, fpY: params.fpY ?? upload.focalPoint.y };
}

type ParamValue = string | number | readonly string[];

/** `fpX` -> `fp-x`. */
function urlKey(param: string): string {
  return param.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The URL of an upload: `{baseUrl}/{filename}`, then the imgix parameters as a query string with hyphenated keys in
 * alphabetical order, list values comma-joined (`?auto=format,compress&fit=crop&fp-x=0.7&w=600`).
 */
export function uploadUrl(baseUrl: string, upload: StoredUpload, params: ImgixParams = {}): string {
  const query = Object.entries(withFocalPoint(upload, params))
    .filter(
      (entry): entry is [string, ParamValue] =>
        entry[1] !== null && entry[1] !== undefined && !NOT_IN_URL.has(entry[0]),
    )
    .map(([key, value]) => [urlKey(key), Array.isArray(value) ? value.join(',') : String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
  const path = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(upload.filename)}`;
  return query ? `${path}?${query}` : path;
}
