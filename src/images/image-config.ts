import { UPLOADS_PATH } from '../content-model/api/uploads-path.js';

/** The image constants of the specification (section 9), in one place for the URL builder and the components. */

/** Screen widths in CSS pixels, keyed as in the `sizes` strings (`xs:100vw sm:1024 …`). */
export const SCREEN_WIDTHS = {
  xs: 320,
  sm: 640,
  md: 960,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1440,
  '3xl': 1680,
  '4xl': 1920,
} as const satisfies Record<string, number>;

/** Pixel densities served for every screen width: each srcset holds the screen widths at 1× and 2×. */
export const DENSITIES = [1, 2] as const;

/** Widths of the srcset when the image's own width is unknown. */
export const FALLBACK_WIDTHS = [256, 317, 640] as const;

export const IMAGE_FORMAT = 'webp';
export const IMAGE_QUALITY = 100;

/** `sizes` of an image that does not give one. */
export const DEFAULT_SIZES = '100vw';

/** The specification's sizes preset for wide images, in the screen-keyed form `toSizesAttribute` converts. */
export const SCREEN_SIZES = 'xs:100vw s:800 sm:1024 md:1280 lg:1440 xl:1920 2xl:2400';

/** Aspect ratio (`w:h`) an image is cropped to when it does not ask for another. */
export const DEFAULT_ASPECT_RATIO = '16:9';

/** Width / height reserved for an image whose dimensions are unknown. */
export const PLACEHOLDER_ASPECT_RATIO = 0.8019;

/** The placeholder rendered from a URL when the content API gave no blurred thumbnail. */
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/**
 * Where the site's pages find the embedded content's uploads (site paths, transformed locally): the content client
 * gives the service's absolute upload URLs as these paths (src/content-client/site-content-client.ts).
 */
export const LOCAL_UPLOADS_PATH = UPLOADS_PATH;

/** Where locally transformed variants are published: `/_img/{file}`. */
export const VARIANTS_PATH = '/_img/';

/** The encoded-variant cache shared by builds and the dev server, relative to the project root. */
export const VARIANT_CACHE_DIR = '.cache/images';
