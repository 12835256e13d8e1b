import { availableParallelism } from 'node:os';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { VARIANTS_PATH } from './image-config.js';
import type { ImageVariant } from './image-variant.js';
import { createVariantCache } from './variant-cache.js';

export interface ProduceOptions {
  /** Every variant the pages reference (`collectImageVariants` of each page, concatenated; duplicates allowed). */
  variants: readonly ImageVariant[];
  /** The content folder holding `uploads/`. */
  contentDir: string;
  /** The site output (the build's staging folder): variants are written to `{outDir}/_img/`. */
  outDir: string;
  /** The encoded-variant cache kept between builds: `{projectRoot}/{VARIANT_CACHE_DIR}`. */
  cacheDir: string;
  /** The webp compression effort (`IMAGE_WEBP_EFFORT`). */
  effort: number;
  /** Variants encoded at once (default: the number of CPUs). */
  concurrency?: number;
}

export interface ProduceSummary {
  /** Variants written to the output. */
  files: number;
  /** Of which encoded now… */
  encoded: number;
  /** …and taken from the cache. */
  reused: number;
  /** Total size of the written variants. */
  bytes: number;
  seconds: number;
}

/**
 * Puts the cached variant at `output` as a hard link (the cache replaces a file by renaming, never writes into one, so
 * a deploy and the cache can share it), replacing a file already there, or a copy where the two are on different file
 * systems or links are refused.
 */
async function place(file: string, output: string): Promise<void> {
  try {
    await link(file, output);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      await rm(output);
      return place(file, output);
    }
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    await copyFile(file, output);
  }
}

async function forEachAtOnce<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await task(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Writes every referenced variant to `{outDir}/_img/{file}`, encoding with sharp only those the cache does not
 * hold yet. Throws `MissingImageSourceError` when a page references an upload that does not exist.
 */
export async function produceImageVariants({
  variants,
  contentDir,
  outDir,
  cacheDir,
  effort,
  concurrency = availableParallelism(),
}: ProduceOptions): Promise<ProduceSummary> {
  const started = performance.now();
  const unique = [...new Map(variants.map((variant) => [variant.file, variant])).values()];
  const cached = createVariantCache({ contentDir, cacheDir, effort });
  const target = join(outDir, VARIANTS_PATH);
  const summary = { files: unique.length, encoded: 0, reused: 0, bytes: 0 };
  if (unique.length > 0) await mkdir(target, { recursive: true });
  await forEachAtOnce(unique, concurrency, async (variant) => {
    const { file, size, encoded } = await cached(variant);
    await place(file, join(target, variant.file));
    summary.bytes += size;
    if (encoded) summary.encoded += 1;
    else summary.reused += 1;
  });
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}
