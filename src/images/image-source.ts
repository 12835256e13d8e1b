/** The fields of a content image (the `Image` fragment, `ImageData`) that its URLs are built from. */
export interface ImageSource {
  url: string;
  width: number | null;
  height: number | null;
  format: string | null;
  focalPoint: { x: number; y: number } | null;
  /** The upload's md5 (`FileField.md5`): the content fingerprint in local variant names. */
  md5?: string | null;
  blurUpThumb?: string | null;
  responsiveImage?: { base64: string | null } | null;
}

/** Where an image is transformed: by the build (site path under `/uploads/`), by the image CDN, or not at all. */
export type ImageHost = 'local' | 'cdn' | 'none';

/** Formats that are served as uploaded: vector images, animations, and anything that is not an image. */
const UNTRANSFORMED_FORMATS = new Set(['svg', 'gif', 'pdf', 'mp4', 'mov', 'webm']);

export function imageHost(image: Pick<ImageSource, 'url' | 'format'>, localPath: string): ImageHost {
  if (image.format && UNTRANSFORMED_FORMATS.has(image.format.toLowerCase())) return 'none';
  if (image.url.startsWith(localPath)) return 'local';
  return /^https?:\/\//i.test(image.url) ? 'cdn' : 'none';
}

/**
 * What versions an image's local variant names: its md5 when the query asked for it, else its blurred thumbnail (a
 * coarse fingerprint of its pixels), else nothing (names then change only with the parameters).
 */
export function imageVersion(image: ImageSource): string {
  return image.md5 ?? image.blurUpThumb ?? image.responsiveImage?.base64 ?? '';
}
