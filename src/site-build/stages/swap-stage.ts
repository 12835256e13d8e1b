import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildMeta } from '../../runtime/build-manifest.js';
import { copyUploads } from '../copy-uploads.js';
import { keepAssets, publishOutput } from '../output-swap.js';

/**
 * Stage 7: the uploads (embedded content), the code of the kept builds carried over from the live output (and
 * nothing older), then the staging folder made live by switching the output's link to it. Returns the number of files published.
 */
export async function swapStage({
  staging,
  target,
  buildId,
  keptMetas,
  uploadsFrom,
  keptDeploys,
}: {
  staging: string;
  target: string;
  buildId: string;
  /** How many complete outputs stay on disk for rollback (output-swap.ts). */
  keptDeploys?: number;
  /** The published build manifests: their assets stay, every other earlier asset goes. */
  keptMetas: readonly BuildMeta[];
  /** The content folder whose uploads are published, when the content is embedded. */
  uploadsFrom?: string;
}): Promise<number> {
  if (uploadsFrom) await copyUploads(uploadsFrom, staging);
  const kept = new Set(keptMetas.flatMap((meta) => meta.assets ?? Object.values(meta.pages).flatMap((page) => [...page.js, ...page.css])));
  await keepAssets(target, staging, kept);
  const files = (await readdir(staging, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  await publishOutput(staging, target, buildId, keptDeploys);
  return files;
}
