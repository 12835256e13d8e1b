import { cdnUrl } from './cdn-url.js';
import { IMAGE_FORMAT, LOCAL_UPLOADS_PATH, VARIANTS_PATH } from './image-config.js';
import { focalCoordinate, variantFile, type VariantSpec } from './image-variant.js';
import { imageHost, imageVersion, type ImageSource } from './image-source.js';

/** Percent-encodes all but `A-Z a-z 0-9 - . _ ~`, so that the URL needs no escaping in HTML or CSS. */
const encodePathSegment = (segment: string): string =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The imgix parameters of a variant: auto format, size, focal-point crop, format, quality (and blur). */
export function cdnParams(spec: VariantSpec): Record<string, string | number> {
  return {
    auto: 'format',
    fit: 'crop',
    crop: 'focalpoint',
    'fp-x': focalCoordinate(spec.focalPoint.x),
    'fp-y': focalCoordinate(spec.focalPoint.y),
    w: spec.width,
    h: spec.height,
    fm: IMAGE_FORMAT,
    q: spec.quality,
    ...(spec.blur > 0 ? { blur: spec.blur } : {}),
  };
}

/**
 * The URL of one variant of an image. An upload of the embedded content service (`/uploads/{file}`) gets the path
 * of a file the build writes (`/_img/{name}-{hash}.webp`: static hosting cannot vary on query strings); an image on
 * a CDN (`https://…`) gets its imgix query; anything else is returned as is.
 */
export function variantUrl(image: ImageSource, spec: VariantSpec): string {
  switch (imageHost(image, LOCAL_UPLOADS_PATH)) {
    case 'local': {
      const source = decodeURIComponent(image.url.slice(LOCAL_UPLOADS_PATH.length).split('?')[0] ?? '');
      return `${VARIANTS_PATH}${encodePathSegment(variantFile(source, spec, imageVersion(image)))}`;
    }
    case 'cdn':
      return cdnUrl(image.url, cdnParams(spec));
    case 'none':
      return image.url;
  }
}
