import { createHash } from 'node:crypto';
import { lstat, readdir } from 'node:fs/promises';
import { mapConcurrent } from '../../io/map-concurrent.js';
import { readRegularFile } from '../../io/regular-file.js';
import { UPLOAD_FILE_MAX_BYTES } from './content-file-limits.js';
import { OPEN_FILES_LIMIT } from './open-files-limit.js';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { StoredUpload } from './content-store.js';
import type { ProblemCollector } from './content-validation-error.js';
import { datocmsId } from './datocms-id.js';
import { fileIdentity, isRacy } from './file-identity.js';
import { isHidden, readJsonFile } from './json-file.js';
import type { UploadFileState } from './loaded-content.js';
import { isImage, mimeTypeOf } from './mime-types.js';
import { uploadMetadataSchema, type UploadMetadata } from './upload-schema.js';
import { valueIssues } from './zod-issues.js';

export interface LoadedUploads {
  /** By DatoCMS id (datocms-id.ts). */
  uploads: Map<string, StoredUpload>;
  /**
   * The content id (file name) of every metadata file, valid or not: references to an invalid upload are not
   * reported again.
   */
  knownIds: Set<string>;
  /** What was known of each valid upload's files, by metadata file name: a later load reads again only those that changed. */
  states: Map<string, UploadFileState>;
  /** How many uploads were read and differ from those of `previous` (added ones included). */
  changed: number;
}

/**
 * Loads `uploads/`: each `{id}.json` describes the file `{id}.{ext}` next to it. Size and md5 are computed from the
 * file, format and MIME type come from its extension, and the dimensions of an image are read from it (the JSON may
 * omit them; if it gives them they must match). A file without its JSON is a problem too. An upload is kept by its
 * DatoCMS id, derived from `{id}` (datocms-id.ts).
 *
 * With `previous` (what an earlier load knew of the uploads: LoadedUploads.states), an upload whose two files have
 * the identities they had then (file-identity.ts) is that load's, not read again; `scanStart` is when this load
 * began (Date.now()).
 */
export async function loadUploads(
  dir: string,
  problems: ProblemCollector,
  { previous, scanStart = Date.now() }: { previous?: ReadonlyMap<string, UploadFileState>; scanStart?: number } = {},
): Promise<LoadedUploads> {
  const uploadsDir = join(dir, 'uploads');
  const names = (await listFiles(uploadsDir)).filter((name) => !isHidden(name));
  const baseName = (name: string): string => basename(name, extname(name));
  const knownIds = new Set(names.filter((name) => extname(name) === '.json').map(baseName));
  const binaries = new Set(names.filter((name) => extname(name) !== '.json'));
  for (const name of binaries) {
    if (!knownIds.has(baseName(name))) {
      problems.add(`uploads/${name}`, [], `no metadata file (expected uploads/${baseName(name)}.json)`);
    }
  }
  let changed = 0;
  const loaded = await mapConcurrent(
    [...knownIds],
    OPEN_FILES_LIMIT,
    async (id): Promise<[string, UploadFileState | undefined]> => {
      const name = `${id}.json`;
      const known = previous?.get(name);
      if (known && (await unchanged(known, join(uploadsDir, name), binaries))) return [name, known];
      const state = await loadUpload(uploadsDir, name, binaries, problems, scanStart);
      // Read again because its identity could hide a save (racy), it may be the same: the same upload then.
      if (known && state && JSON.stringify(state.upload) === JSON.stringify(known.upload))
        return [name, { ...state, upload: known.upload }];
      changed++;
      return [name, state];
    },
  );
  const states = new Map(loaded.flatMap(([name, state]) => (state ? [[name, state] as const] : [])));
  return { uploads: new Map([...states.values()].map(({ upload }) => [upload.id, upload])), knownIds, states, changed };
}

/** Whether the files of an upload an earlier load read are still those it read. */
async function unchanged(
  known: UploadFileState,
  metadataPath: string,
  binaries: ReadonlySet<string>,
): Promise<boolean> {
  if (known.racy || !binaries.has(known.upload.filename)) return false;
  const identities = await Promise.all(
    [metadataPath, known.upload.filePath].map((path) => lstat(path).then(fileIdentity, () => undefined)),
  );
  return identities[0] === known.identities[0] && identities[1] === known.identities[1];
}

async function listFiles(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

async function loadUpload(
  uploadsDir: string,
  name: string,
  binaries: ReadonlySet<string>,
  problems: ProblemCollector,
  scanStart: number,
): Promise<UploadFileState | undefined> {
  const file = `uploads/${name}`;
  const metadataPath = join(uploadsDir, name);
  const metadataStats = await lstat(metadataPath).catch(() => undefined);
  const json = await readJsonFile(metadataPath, file, problems);
  if (json === undefined) return undefined;
  const parsed = uploadMetadataSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of valueIssues(parsed.error)) problems.add(file, issue.path, issue.message);
    return undefined;
  }
  const metadata = parsed.data;
  const id = name.slice(0, -'.json'.length);
  const format = extname(metadata.filename).slice(1);
  const mimeType = mimeTypeOf(format);
  const issues: [field: string, reason: string][] = [];
  if (metadata.id !== id) issues.push(['id', `must be the file name without .json ("${id}")`]);
  if (!metadata.filename.startsWith(`${id}.`)) issues.push(['filename', `must be "${id}.{extension}"`]);
  if (!mimeType) issues.push(['filename', `unsupported file extension ".${format}"`]);
  if (!binaries.has(metadata.filename)) issues.push(['filename', `missing file uploads/${metadata.filename}`]);
  if (metadata.video && !mimeType?.startsWith('video/')) issues.push(['video', 'only a video file has video data']);
  for (const [field, reason] of issues) problems.add(file, [field], reason);
  if (issues.length > 0 || !mimeType) return undefined;

  const filePath = join(uploadsDir, metadata.filename);
  const fileStats = await lstat(filePath).catch(() => undefined);
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(filePath, UPLOAD_FILE_MAX_BYTES);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.add(`uploads/${metadata.filename}`, [], `cannot be read: ${reason}`);
    return undefined;
  }
  const dimensions = isImage(format)
    ? await imageDimensions(bytes, file, metadata, problems)
    : declaredDimensions(metadata);
  if (!dimensions) return undefined;
  const upload: StoredUpload = {
    id: datocmsId('upload', id),
    filename: metadata.filename,
    basename: id,
    format,
    mimeType,
    size: bytes.length,
    md5: createHash('md5').update(bytes).digest('hex'),
    width: dimensions.width,
    height: dimensions.height,
    alt: metadata.alt ?? {},
    title: metadata.title ?? {},
    focalPoint: metadata.focalPoint ?? null,
    customData: metadata.customData ?? {},
    tags: metadata.tags ?? [],
    author: metadata.author ?? null,
    copyright: metadata.copyright ?? null,
    notes: metadata.notes ?? null,
    video: metadata.video
      ? {
          muxPlaybackId: metadata.video.muxPlaybackId,
          muxAssetId: metadata.video.muxAssetId,
          mp4Url: metadata.video.mp4Url ?? null,
          thumbnailUrl: metadata.video.thumbnailUrl ?? null,
          duration: metadata.video.duration ?? null,
          framerate: metadata.video.framerate ?? null,
          width: metadata.video.width ?? null,
          height: metadata.video.height ?? null,
        }
      : null,
    filePath,
  };
  // A file whose stat failed (saved while read) has no identity: a reload reads the upload again.
  const racy = [metadataStats, fileStats].some((stats) => !stats || isRacy(stats, scanStart));
  return {
    identities: [metadataStats ? fileIdentity(metadataStats) : '', fileStats ? fileIdentity(fileStats) : ''],
    racy,
    upload,
  };
}

interface Dimensions {
  width: number | null;
  height: number | null;
}

function declaredDimensions(metadata: UploadMetadata): Dimensions {
  return {
    width: metadata.width ?? metadata.video?.width ?? null,
    height: metadata.height ?? metadata.video?.height ?? null,
  };
}

/** The dimensions of an image as displayed (EXIF orientation applied), checked against the declared ones. */
async function imageDimensions(
  bytes: Buffer,
  file: string,
  metadata: UploadMetadata,
  problems: ProblemCollector,
): Promise<Dimensions | undefined> {
  let actual: { width: number; height: number };
  try {
    actual = (await sharp(bytes).metadata()).autoOrient;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.add(file, ['filename'], `cannot read the image: ${reason}`);
    return undefined;
  }
  for (const key of ['width', 'height'] as const) {
    const declared = metadata[key];
    if (declared !== undefined && declared !== null && declared !== actual[key]) {
      problems.add(file, [key], `is ${declared} but the image is ${actual.width}×${actual.height} pixels`);
    }
  }
  return actual;
}
