import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildMeta } from '../../runtime/build-manifest.js';
import { copyUploads } from '../copy-uploads.js';
import { keepAssets, swapInOutput } from '../output-swap.js';

/**
 * Stage 7: the uploads (embedded content), the code of the kept builds carried over from the live output (and
 * nothing older), then the staging folder swapped in for the live one. Returns the number of files published.
 */
export async function swapStage({
  staging,
  target,
  keptMetas,
  uploadsFrom,
}: {
  staging: string;
  target: string;
  /** The published build manifests: their assets stay, every other earlier asset goes. */
  keptMetas: readonly BuildMeta[];
  /** The content folder whose uploads are published, when the content is embedded. */
  uploadsFrom?: string;
}): Promise<number> {
  if (uploadsFrom) await copyUploads(uploadsFrom, staging);
  const kept = new Set(keptMetas.flatMap((meta) => meta.assets ?? Object.values(meta.pages).flatMap((page) => [...page.js, ...page.css])));
  await keepAssets(target, staging, kept);
  const files = (await readdir(staging, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  await swapInOutput(staging, target);
  return files;
}
