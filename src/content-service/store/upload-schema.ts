import { z } from 'zod';
import { localizedSchema } from './localized-schema.js';
import { idSchema } from './value-schemas.js';

const dimension = z.number().int().positive();
const unitInterval = z.number().min(0).max(1);

const videoSchema = z.strictObject({
  muxPlaybackId: z.string().min(1),
  muxAssetId: z.string().min(1),
  mp4Url: z.string().min(1).nullable().optional(),
  thumbnailUrl: z.string().min(1).nullable().optional(),
  duration: z.number().nonnegative().nullable().optional(),
  framerate: z.number().positive().nullable().optional(),
  width: dimension.nullable().optional(),
  height: dimension.nullable().optional(),
});

/** uploads/{id}.json: the metadata of the file `filename` next to it (docs/reference/content-files.md). */
export const uploadMetadataSchema = z.strictObject({
  id: idSchema,
  filename: z.string().regex(/^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/, 'expected "{id}.{extension}" in lowercase'),
  width: dimension.nullable().optional(),
  height: dimension.nullable().optional(),
  alt: localizedSchema(z.string()).nullable().optional(),
  title: localizedSchema(z.string()).nullable().optional(),
  focalPoint: z.strictObject({ x: unitInterval, y: unitInterval }).nullable().optional(),
  customData: z.record(z.string(), z.string()).optional(),
  tags: z.array(z.string().min(1)).optional(),
  author: z.string().min(1).nullable().optional(),
  copyright: z.string().min(1).nullable().optional(),
  notes: z.string().min(1).nullable().optional(),
  video: videoSchema.nullable().optional(),
});

export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;
