import sharp from 'sharp';
import type { StoredUpload } from '../store/content-store.js';
import type { CropWindow } from '../../images/image-geometry.js';

export interface ThumbOptions {
  /** The longest side, in pixels. */
  size: number;
  /** JPEG quality, 1 to 100. */
  quality: number;
  /** Contrast boost: 1 leaves the image as is. */
  punch: number;
  crop: CropWindow | null;
}

/** Rendered thumbnails and colours, by upload md5 and options: each is computed once per process. */
const thumbnails = new Map<string, Promise<string>>();
const colours = new Map<string, Promise<string>>();

/**
 * A tiny blurred JPEG of the image as a data URI (`blurUpThumb`, `responsiveImage.base64`), rendered with sharp on
 * first use and memoised.
 */
export function blurredThumbnail(upload: StoredUpload, options: ThumbOptions): Promise<string> {
  const key = JSON.stringify([upload.md5, options]);
  let thumbnail = thumbnails.get(key);
  if (!thumbnail) {
    thumbnail = renderThumbnail(upload.filePath, options);
    thumbnails.set(key, thumbnail);
    thumbnail.catch(() => thumbnails.delete(key));
  }
  return thumbnail;
}

async function renderThumbnail(filePath: string, options: ThumbOptions): Promise<string> {
  const size = Math.min(Math.max(Math.round(options.size), 1), 100);
  let image = sharp(filePath).autoOrient();
  if (options.crop) image = sharp(await image.toBuffer()).extract(options.crop);
  image = image.resize(size, size, { fit: 'inside' }).flatten({ background: '#ffffff' }).blur(1);
  if (options.punch !== 1) image = image.linear(options.punch, 128 * (1 - options.punch));
  const jpeg = await image.jpeg({ quality: Math.min(Math.max(Math.round(options.quality), 1), 100) }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const hexByte = (value: number): string => value.toString(16).padStart(2, '0');

/** The dominant colour of the image, `#rrggbb` (`responsiveImage.bgColor`), memoised. */
export function dominantColour(upload: StoredUpload): Promise<string> {
  let colour = colours.get(upload.md5);
  if (!colour) {
    colour = sharp(upload.filePath)
      .stats()
      .then(({ dominant }) => `#${[dominant.r, dominant.g, dominant.b].map(hexByte).join('')}`);
    colours.set(upload.md5, colour);
    colour.catch(() => colours.delete(upload.md5));
  }
  return colour;
}
