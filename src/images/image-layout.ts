import { parseAspectRatio } from './image-geometry.js';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_SIZES,
  IMAGE_QUALITY,
  LOCAL_UPLOADS_PATH,
  PLACEHOLDER,
  PLACEHOLDER_ASPECT_RATIO,
  SCREEN_WIDTHS,
} from './image-config.js';
import type { VariantSpec } from './image-variant.js';
import { imageHost, imageVersion, type ImageSource } from './image-source.js';
import { largestSlot, toSizesAttribute } from './screen-sizes.js';
import { srcsetWidths } from './srcset-widths.js';
import { variantUrl } from './variant-url.js';

export interface ImageLayoutOptions {
  /** `w:h` to crop to on the focal point (default 16:9), or `auto` for the image's own shape. */
  ar?: string;
  /** A `sizes` attribute, or the screen-keyed form (`xs:100vw lg:50vw`). Default `100vw`. */
  sizes?: string;
}

/** Everything an `<img>` of a content image needs, computed the same on the server and in the browser. */
export interface ImageLayout {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  /** Intrinsic size attributes (of the largest source), which reserve the box before the image loads. */
  width: number;
  height: number;
  /** Width / height of the box. */
  aspectRatio: number;
  /** A blurred preview: the API's data URI, else a tiny variant URL; null when there is none. */
  placeholder: string | null;
  /** The focal point as CSS `object-position` / `background-position`. */
  position: string;
}

/** The rendered box's ratio: `ar`, else the image's own shape, else the placeholder ratio when it is unknown. */
function boxRatio(image: ImageSource, ar: string): number {
  const known = image.width && image.height ? image.width / image.height : null;
  if (ar === 'auto') return known ?? PLACEHOLDER_ASPECT_RATIO;
  return parseAspectRatio(ar) ?? parseAspectRatio(DEFAULT_ASPECT_RATIO) ?? 16 / 9;
}

/** The variant shown where srcset is not supported: the widest source up to the `lg` screen width. */
function fallbackWidth(widths: readonly number[]): number {
  const upToLarge = widths.filter((width) => width <= SCREEN_WIDTHS.lg);
  return upToLarge.at(-1) ?? widths[0] ?? SCREEN_WIDTHS.lg;
}

/** How many layouts `imageLayout` keeps: a build's render thread sees the same few hundred images on thousands of pages. */
const KEPT_LAYOUTS = 1024;

/** Layouts by what their sources are computed from, with the placeholder they get when the API gives none. */
const kept = new Map<string, ImageLayout>();

/**
 * The sources, box and placeholder of a content image: a srcset of the screen widths at densities 1 and 2 (never
 * wider than the source at this crop), each cropped to the box ratio on the focal point, in webp at the configured
 * quality. The last KEPT_LAYOUTS are kept: a layout was a fifth of a page's render, its variant names hashed anew on
 * every page. The key leaves out the API's placeholders (a kilobyte each), which only the `placeholder` field shows.
 */
export function imageLayout(
  image: ImageSource,
  { ar = DEFAULT_ASPECT_RATIO, sizes = DEFAULT_SIZES }: ImageLayoutOptions = {},
): ImageLayout {
  const { url, width, height, format, focalPoint } = image;
  const version = imageVersion(image);
  const key = JSON.stringify([url, width, height, format, focalPoint?.x, focalPoint?.y, version, ar, sizes]);
  let layout = kept.get(key);
  if (layout === undefined) {
    if (kept.size >= KEPT_LAYOUTS) kept.delete(kept.keys().next().value as string);
    layout = computeLayout({ url, width, height, format, focalPoint, md5: version }, ar, sizes);
    kept.set(key, layout);
  }
  const apiPlaceholder = image.responsiveImage?.base64 ?? image.blurUpThumb ?? null;
  return apiPlaceholder === null ? layout : { ...layout, placeholder: apiPlaceholder };
}

function computeLayout(image: ImageSource, ar: string, sizes: string): ImageLayout {
  const ratio = boxRatio(image, ar);
  const focalPoint = image.focalPoint ?? { x: 0.5, y: 0.5 };
  const position = `${Math.round(focalPoint.x * 1000) / 10}% ${Math.round(focalPoint.y * 1000) / 10}%`;
  const apiPlaceholder = image.responsiveImage?.base64 ?? image.blurUpThumb ?? null;
  const spec = (width: number, height = Math.max(1, Math.round(width / ratio))): VariantSpec => ({
    width,
    height,
    focalPoint,
    quality: IMAGE_QUALITY,
    blur: 0,
  });

  if (imageHost(image, LOCAL_UPLOADS_PATH) === 'none') {
    const width = image.width ?? SCREEN_WIDTHS.sm;
    return {
      src: image.url,
      srcSet: undefined,
      sizes: undefined,
      width,
      height: Math.max(1, Math.round(width / ratio)),
      aspectRatio: ratio,
      placeholder: apiPlaceholder,
      position,
    };
  }

  const maxWidth = image.width && image.height ? Math.min(image.width, image.height * ratio) : null;
  const widths = srcsetWidths({ maxWidth, slot: largestSlot(sizes) });
  const widest = spec(widths.at(-1) ?? SCREEN_WIDTHS.sm);
  const tiny = { ...spec(PLACEHOLDER.width, PLACEHOLDER.height), quality: PLACEHOLDER.quality, blur: PLACEHOLDER.blur };
  return {
    src: variantUrl(image, spec(fallbackWidth(widths))),
    srcSet: widths.map((width) => `${variantUrl(image, spec(width))} ${width}w`).join(', '),
    sizes: toSizesAttribute(sizes),
    width: widest.width,
    height: widest.height,
    aspectRatio: ratio,
    placeholder: apiPlaceholder ?? variantUrl(image, tiny),
    position,
  };
}
