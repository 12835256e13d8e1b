import {
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql';
import type { StoredUpload } from '../store/content-store.js';
import { blurredThumbnail } from './blur-thumb.js';
import { imageAnalysis, type Rgb } from './image-analysis.js';
import type { ContentContext, LocaleArgs, UploadSource } from './context.js';
import { ImgixParamsInput, supportedImgixParams } from './imgix-params.js';
import { uploadUrl } from './imgix-url.js';
import { fieldScope, localeArgs, localizedValue } from './locale-values.js';
import { ResponsiveImage, imageCrop, responsiveImage } from './responsive-image.js';
import { CustomData, FloatType, IntType, UploadId } from './scalars.js';

const FocalPoint = new GraphQLObjectType({
  name: 'focalPoint',
  fields: { x: { type: new GraphQLNonNull(FloatType) }, y: { type: new GraphQLNonNull(FloatType) } },
});

const hexByte = (value: number): string => value.toString(16).padStart(2, '0');

/** One of an image's main colours. */
const ColorField = new GraphQLObjectType<Rgb>({
  name: 'ColorField',
  fields: {
    red: { type: new GraphQLNonNull(IntType) },
    green: { type: new GraphQLNonNull(IntType) },
    blue: { type: new GraphQLNonNull(IntType) },
    alpha: { type: new GraphQLNonNull(IntType), resolve: () => 255 },
    hex: {
      type: new GraphQLNonNull(GraphQLString),
      resolve: (rgb) => `#${[rgb.red, rgb.green, rgb.blue].map(hexByte).join('')}`,
    },
    cssRgb: { type: new GraphQLNonNull(GraphQLString), resolve: (rgb) => `rgb(${rgb.red}, ${rgb.green}, ${rgb.blue})` },
  },
});

const stringList = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString)));

const enumOf = (name: string, values: readonly string[]): GraphQLEnumType =>
  new GraphQLEnumType({ name, values: Object.fromEntries(values.map((value) => [value, { value }])) });

const VideoMp4Res = enumOf('VideoMp4Res', ['low', 'medium', 'high']);

interface VideoSource {
  upload: StoredUpload;
  context: ContentContext;
}

/**
 * A video upload's Mux data. The content has one MP4 rendition: `mp4Url` is the one of its metadata, else the
 * uploaded MP4 file itself, whatever resolution is asked (`res`/`exactRes` are accepted for compatibility).
 */
const UploadVideoField = new GraphQLObjectType<VideoSource, ContentContext>({
  name: 'UploadVideoField',
  fields: {
    muxPlaybackId: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.video?.muxPlaybackId },
    muxAssetId: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.video?.muxAssetId },
    streamingUrl: {
      type: new GraphQLNonNull(GraphQLString),
      resolve: ({ upload }) => `https://stream.mux.com/${upload.video?.muxPlaybackId ?? ''}.m3u8`,
    },
    mp4Url: {
      type: GraphQLString,
      args: { res: { type: VideoMp4Res }, exactRes: { type: VideoMp4Res } },
      resolve: ({ upload, context }) =>
        upload.video?.mp4Url ?? (upload.format === 'mp4' ? uploadUrl(context.uploadsBaseUrl, upload) : null),
    },
    thumbnailUrl: {
      type: new GraphQLNonNull(GraphQLString),
      args: { format: { type: enumOf('MuxThumbnailFormatType', ['jpg', 'png', 'gif']), defaultValue: 'jpg' } },
      resolve: ({ upload }, args: { format: string }) =>
        upload.video?.thumbnailUrl ??
        `https://image.mux.com/${upload.video?.muxPlaybackId ?? ''}/thumbnail.${args.format}`,
    },
    duration: { type: GraphQLInt, resolve: ({ upload }) => upload.video?.duration },
    framerate: { type: GraphQLInt, resolve: ({ upload }) => upload.video?.framerate },
    width: { type: IntType, resolve: ({ upload }) => upload.video?.width ?? upload.width },
    height: { type: IntType, resolve: ({ upload }) => upload.video?.height ?? upload.height },
  },
});

interface ImgixArgs {
  imgixParams?: Readonly<Record<string, unknown>> | null;
}

interface BlurUpThumbArgs extends ImgixArgs {
  punch: number;
  size: number;
  quality: number;
}

const imgixArgs = {
  imgixParams: { type: ImgixParamsInput, description: 'Imgix transformations to apply to the image' },
};

/** An upload, as file and gallery fields, SEO images and the favicon give it. */
export const FileField = new GraphQLObjectType<UploadSource, ContentContext>({
  name: 'FileField',
  fields: {
    id: { type: new GraphQLNonNull(UploadId), resolve: ({ upload }) => upload.id },
    url: {
      type: new GraphQLNonNull(GraphQLString),
      args: imgixArgs,
      resolve: ({ upload }, args: ImgixArgs, context) =>
        uploadUrl(context.uploadsBaseUrl, upload, supportedImgixParams(args.imgixParams)),
    },
    alt: {
      type: GraphQLString,
      args: localeArgs,
      resolve: (source, args: LocaleArgs) => localizedValue(source.upload.alt, fieldScope(source, args)),
    },
    title: {
      type: GraphQLString,
      args: localeArgs,
      resolve: (source, args: LocaleArgs) => localizedValue(source.upload.title, fieldScope(source, args)),
    },
    width: { type: IntType, resolve: ({ upload }) => upload.width },
    height: { type: IntType, resolve: ({ upload }) => upload.height },
    format: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.format },
    filename: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.filename },
    basename: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.basename },
    mimeType: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.mimeType },
    size: { type: new GraphQLNonNull(IntType), resolve: ({ upload }) => upload.size },
    md5: { type: new GraphQLNonNull(GraphQLString), resolve: ({ upload }) => upload.md5 },
    focalPoint: { type: FocalPoint, resolve: ({ upload }) => upload.focalPoint },
    customData: { type: new GraphQLNonNull(CustomData), resolve: ({ upload }) => upload.customData },
    tags: { type: stringList, resolve: ({ upload }) => upload.tags },
    smartTags: { type: stringList, description: 'Tags DatoCMS detects in images: none here', resolve: () => [] },
    author: { type: GraphQLString, resolve: ({ upload }) => upload.author },
    copyright: { type: GraphQLString, resolve: ({ upload }) => upload.copyright },
    notes: { type: GraphQLString, resolve: ({ upload }) => upload.notes },
    blurhash: {
      type: GraphQLString,
      description: 'The BlurHash of the image (null for other files)',
      resolve: async ({ upload }) => (await imageAnalysis(upload))?.blurhash ?? null,
    },
    thumbhash: {
      type: GraphQLString,
      description: 'The ThumbHash of the image, in base64 (null for other files)',
      resolve: async ({ upload }) => (await imageAnalysis(upload))?.thumbhash ?? null,
    },
    colors: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ColorField))),
      description: 'The main colours of the image, most present first (none for other files)',
      resolve: async ({ upload }) => (await imageAnalysis(upload))?.colors ?? [],
    },
    blurUpThumb: {
      type: GraphQLString,
      description: 'A tiny blurred JPEG of the image, as a data URI (null for other files)',
      args: {
        punch: { type: new GraphQLNonNull(GraphQLFloat), defaultValue: 1 },
        size: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 24 },
        quality: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 70 },
        ...imgixArgs,
      },
      resolve: ({ upload }, args: BlurUpThumbArgs) =>
        upload.mimeType.startsWith('image/')
          ? blurredThumbnail(upload, {
              size: args.size,
              quality: args.quality,
              punch: args.punch,
              crop: imageCrop(upload, supportedImgixParams(args.imgixParams)),
            })
          : null,
    },
    responsiveImage: {
      type: ResponsiveImage,
      args: { ...imgixArgs, sizes: { type: GraphQLString }, ...localeArgs },
      resolve: (source, args: ImgixArgs & LocaleArgs & { sizes?: string | null }, context) =>
        responsiveImage(source.upload, supportedImgixParams(args.imgixParams), {
          sizes: args.sizes ?? null,
          scope: fieldScope(source, args),
          context,
        }),
    },
    video: {
      type: UploadVideoField,
      resolve: ({ upload }, _args, context): VideoSource | null => (upload.video ? { upload, context } : null),
    },
  },
});
