import { GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import type { StoredUpload } from '../store/content-store.js';
import { blurredThumbnail, dominantColour } from './blur-thumb.js';
import type { ContentContext, LocaleScope } from './context.js';
import { cropFor, outputSize, type Size } from './image-geometry.js';
import { uploadUrl, withFocalPoint, type ImgixParams } from './imgix-url.js';
import { localizedValue } from './locale-values.js';
import { FloatType, IntType } from './scalars.js';

/** The source of ResponsiveImage: its sync fields computed, base64 and bgColor rendered on demand. */
export interface ResponsiveImageSource {
  upload: StoredUpload;
  params: ImgixParams;
  src: string;
  srcSet: string;
  webpSrcSet: string;
  sizes: string;
  width: number;
  height: number;
  aspectRatio: number;
  alt: string | null;
  title: string | null;
}

/** The multipliers of srcSet, as DatoCMS and react-datocms use them. */
export const SRCSET_MULTIPLIERS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/**
 * `responsiveImage` of an image upload (null for other files): `src` is the URL for `params`; `srcSet` lists it at
 * each multiplier (`dpr` added except at 1x) with the width `floor(width × dpr)`, leaving out widths larger than
 * the original; `webpSrcSet` is the same with `fm=webp`.
 */
export function responsiveImage(
  upload: StoredUpload,
  params: ImgixParams,
  options: { sizes: string | null; scope: LocaleScope; context: ContentContext },
): ResponsiveImageSource | null {
  if (!upload.mimeType.startsWith('image/') || upload.width === null || upload.height === null) return null;
  const original: Size = { width: upload.width, height: upload.height };
  const size = outputSize(original, params);
  const url = (extra: ImgixParams): string =>
    uploadUrl(options.context.uploadsBaseUrl, upload, { ...params, ...extra });
  const srcSet = (extra: ImgixParams): string =>
    SRCSET_MULTIPLIERS.filter((dpr) => dpr === 1 || Math.floor(size.width * dpr) <= original.width)
      .map((dpr) => `${url(dpr === 1 ? extra : { ...extra, dpr })} ${Math.floor(size.width * dpr)}w`)
      .join(',');
  return {
    upload,
    params,
    src: url({}),
    srcSet: srcSet({}),
    webpSrcSet: srcSet({ fm: 'webp' }),
    sizes: options.sizes ?? `(max-width: ${size.width}px) 100vw, ${size.width}px`,
    width: size.width,
    height: size.height,
    aspectRatio: size.width / size.height,
    alt: localizedValue(upload.alt, options.scope),
    title: localizedValue(upload.title, options.scope),
  };
}

export const ResponsiveImage = new GraphQLObjectType<ResponsiveImageSource, ContentContext>({
  name: 'ResponsiveImage',
  fields: {
    src: { type: new GraphQLNonNull(GraphQLString) },
    srcSet: { type: new GraphQLNonNull(GraphQLString) },
    webpSrcSet: { type: new GraphQLNonNull(GraphQLString) },
    sizes: { type: new GraphQLNonNull(GraphQLString) },
    width: { type: new GraphQLNonNull(IntType) },
    height: { type: new GraphQLNonNull(IntType) },
    aspectRatio: { type: new GraphQLNonNull(FloatType) },
    alt: { type: GraphQLString },
    title: { type: GraphQLString },
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
