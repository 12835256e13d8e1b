import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readRegularFile, RefusedFile } from '../io/regular-file.js';
import type { ImageVariant } from './image-variant.js';
import { focalCoordinate } from './image-variant.js';
import { renderVariant, RENDERER_ID } from './render-variant.js';

export interface VariantCacheOptions {
  /** The content folder: sources are `{contentDir}/uploads/{variant.source}`. */
  contentDir: string;
  /** Where encoded variants are kept between builds, e.g. `.cache/images`. */
  cacheDir: string;
  /** The webp compression effort (`IMAGE_WEBP_EFFORT`): part of each variant's cache key. */
  effort: number;
}

export interface CachedVariant {
  /** The encoded variant in the cache folder. */
  file: string;
  /** Its bytes. */
  size: number;
  /** True when this call encoded it, false when an earlier one had. */
  encoded: boolean;
}

/**
 * The largest source image read: an upload's bound (64 MB, src/content-service/store/content-file-limits.ts), the
 * largest of the site being 80 KB.
 */
const SOURCE_MAX_BYTES = 64 * 1024 * 1024;

/** A variant whose upload is not a regular file of the content folder's uploads (missing, a link, a FIFO, a device). */
export class MissingImageSourceError extends Error {
  constructor(
    readonly variant: ImageVariant,
    readonly path: string,
    reason = 'does not exist or is not a regular file',
  ) {
    super(`Image variant ${variant.file}: its source ${path} ${reason}`);
    this.name = 'MissingImageSourceError';
  }
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/**
 * A cache of encoded variants on disk, keyed by the source's content hash, the variant's parameters and the encoder
 * version: an unchanged upload is never encoded twice for the same variant, across builds and the dev server. One
 * cache serves concurrent requests (a variant being encoded is awaited, not encoded again).
 */
/**
 * Source hashes by path and file version (inode, size, modification and change times: the change time moves with
 * every write and cannot be set back), so that an edited upload is hashed again. Kept by the process, not by one
 * cache: a resident builder (publish:serve) otherwise read and hashed every source image again for each build.
 */
const sourceHashes = new Map<string, Promise<string>>();

/** A source's bytes, checked on the open file: a file swapped for a link, a FIFO or a device meanwhile is no source. */
function readSource(path: string, variant: ImageVariant): Promise<Buffer> {
  return readRegularFile(path, SOURCE_MAX_BYTES).catch((error: unknown) => {
    throw error instanceof RefusedFile ? new MissingImageSourceError(variant, path, error.message) : error;
  });
}

async function sourceHash(path: string, variant: ImageVariant): Promise<string> {
  // Not followed: an upload that is a link (perhaps out of the content folder) is no source.
  const stats = await lstat(path).catch(() => null);
  if (!stats?.isFile()) throw new MissingImageSourceError(variant, path);
  const key = `${path}\0${stats.ino}\0${stats.size}\0${stats.mtimeMs}\0${stats.ctimeMs}`;
  let hash = sourceHashes.get(key);
  if (!hash) {
    hash = readSource(path, variant).then(sha256);
    hash.catch(() => sourceHashes.delete(key));
    sourceHashes.set(key, hash);
  }
  return hash;
}

export function createVariantCache({
  contentDir,
  cacheDir,
  effort,
}: VariantCacheOptions): (variant: ImageVariant) => Promise<CachedVariant> {
  const pending = new Map<string, Promise<CachedVariant>>();
  /** Each source's hash, looked up once per cache (a build): a source has many variants. */
  const sources = new Map<string, Promise<string>>();
  let cacheFolder: Promise<unknown> | undefined;

  async function produce(variant: ImageVariant, source: string, file: string): Promise<CachedVariant> {
    const cached = await stat(file).catch(() => null);
    if (cached) return { file, size: cached.size, encoded: false };
    const data = await renderVariant(await readSource(source, variant), variant, effort);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    return { file, size: data.length, encoded: true };
  }

  return async (variant) => {
    const source = join(contentDir, 'uploads', variant.source);
    const { width, height, focalPoint, quality, blur } = variant;
    const parameters = [width, height, focalCoordinate(focalPoint.x), focalCoordinate(focalPoint.y), quality, blur];
    let hashed = sources.get(source);
    if (!hashed) {
      hashed = sourceHash(source, variant);
      hashed.catch(() => sources.delete(source));
      sources.set(source, hashed);
    }
    const key = sha256([RENDERER_ID, `effort ${effort}`, await hashed, ...parameters].join('|'));
    let result = pending.get(key);
    if (!result) {
      cacheFolder ??= mkdir(cacheDir, { recursive: true });
      result = cacheFolder
        .then(() => produce(variant, source, join(cacheDir, `${key}.webp`)))
        .finally(() => pending.delete(key));
      pending.set(key, result);
    }
    return result;
  };
}
