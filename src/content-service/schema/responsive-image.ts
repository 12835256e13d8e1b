import { GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import type { StoredUpload } from '../store/content-store.js';
import { blurredThumbnail, dominantColour } from './blur-thumb.js';
import type { ContentContext, LocaleScope } from './context.js';
import type { Size } from '../../images/image-geometry.js';
import { cropFor, outputSize } from './imgix-geometry.js';
import { uploadUrl, withFocalPoint, type ImgixParams } from './imgix-url.js';
import { localizedValue } from './locale-values.js';
import { FloatType, IntType } from './scalars.js';

/**
 * The source of ResponsiveImage: only its geometry is computed up front; URLs, texts, base64 and bgColor are resolved
 * when a query asks for them (a srcSet pair is 16 URLs, which most queries never read).
 */
export interface ResponsiveImageSource {
  upload: StoredUpload;
  params: ImgixParams;
  original: Size;
  width: number;
  height: number;
  aspectRatio: number;
  sizes: string;
  scope: LocaleScope;
  context: ContentContext;
}

/** The multipliers of srcSet, as DatoCMS and react-datocms use them. */
export const SRCSET_MULTIPLIERS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** The URL of the image for its params plus `extra`. */
function imageUrl(source: ResponsiveImageSource, extra: ImgixParams): string {
  return uploadUrl(source.context.uploadsBaseUrl, source.upload, { ...source.params, ...extra });
}

/**
 * The URL at each multiplier (`dpr` added except at 1x) with the width `floor(width × dpr)`, leaving out widths
 * larger than the original.
 */
function srcSet(source: ResponsiveImageSource, extra: ImgixParams): string {
  return SRCSET_MULTIPLIERS.filter((dpr) => dpr === 1 || Math.floor(source.width * dpr) <= source.original.width)
    .map((dpr) => `${imageUrl(source, dpr === 1 ? extra : { ...extra, dpr })} ${Math.floor(source.width * dpr)}w`)
    .join(',');
}

/**
 * `responsiveImage` of an image upload (null for other files): `src` is the URL for `params`; `srcSet` lists it at
 * each multiplier; `webpSrcSet` is the same with `fm=webp`.
 */
export function responsiveImage(
  upload: StoredUpload,
  params: ImgixParams,
  options: { sizes: string | null; scope: LocaleScope; context: ContentContext },
): ResponsiveImageSource | null {
  if (!upload.mimeType.startsWith('image/') || upload.width === null || upload.height === null) return null;
  const original: Size = { width: upload.width, height: upload.height };
  const size = outputSize(original, params);
  return {
    upload,
    params,
    original,
    width: size.width,
    height: size.height,
    aspectRatio: size.width / size.height,
    sizes: options.sizes ?? `(max-width: ${size.width}px) 100vw, ${size.width}px`,
    scope: options.scope,
    context: options.context,
  };
}

export const ResponsiveImage = new GraphQLObjectType<ResponsiveImageSource, ContentContext>({
  name: 'ResponsiveImage',
  fields: {
    src: { type: new GraphQLNonNull(GraphQLString), resolve: (source) => imageUrl(source, {}) },
    srcSet: { type: new GraphQLNonNull(GraphQLString), resolve: (source) => srcSet(source, {}) },
    webpSrcSet: { type: new GraphQLNonNull(GraphQLString), resolve: (source) => srcSet(source, { fm: 'webp' }) },
    sizes: { type: new GraphQLNonNull(GraphQLString) },
    width: { type: new GraphQLNonNull(IntType) },
    height: { type: new GraphQLNonNull(IntType) },
    aspectRatio: { type: new GraphQLNonNull(FloatType) },
    alt: { type: GraphQLString, resolve: ({ upload, scope }) => localizedValue(upload.alt, scope) },
    title: { type: GraphQLString, resolve: ({ upload, scope }) => localizedValue(upload.title, scope) },
    base64: {
      type: GraphQLString,
      description: 'A tiny blurred JPEG of the image, as a data URI',
      resolve: ({ upload, params }) =>
        blurredThumbnail(upload, { size: 24, quality: 70, punch: 1, crop: imageCrop(upload, params) }),
    },
    bgColor: {
      type: GraphQLString,
      description: 'The dominant colour of the image',
      resolve: ({ upload }) => dominantColour(upload),
    },
  },
});

/** The crop `params` apply to an image upload (focal point included), for its thumbnails. */
export function imageCrop(upload: StoredUpload, params: ImgixParams): ReturnType<typeof cropFor> {
  if (upload.width === null || upload.height === null) return null;
  return cropFor({ width: upload.width, height: upload.height }, withFocalPoint(upload, params));
}
