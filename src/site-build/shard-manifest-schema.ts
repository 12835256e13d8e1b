import { z } from 'zod';
import { BUILD_ID_FORM, isBuildId } from '../config/build-id-grammar.js';

/** How large a shard's `shard.json` may be: the Vite manifest of the whole client bundle is a few hundred KB. */
export const MAX_SHARD_MANIFEST_BYTES = 32 * 1024 * 1024;

const share = z
  .object({ index: z.int().min(1).max(9999), count: z.int().min(1).max(9999) })
  .refine(({ index, count }) => index <= count, 'the share must be K/N with 1 ≤ K ≤ N');

/** A Vite manifest chunk: the fields the build reads checked, the others kept as Vite wrote them. */
const chunk = z.looseObject({
  file: z.string(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
  isEntry: z.boolean().optional(),
});

/**
 * What a `shard.json` must hold before the merge uses any of it: its build id of the one form build ids have
 * (src/config/build-id-grammar.ts), since the merge joins it into folder and file names.
 */
export const shardManifestSchema = z.object({
  shard: share,
  buildId: z.custom<string>(isBuildId, `not a build id (${BUILD_ID_FORM})`),
  buildTime: z.number().finite(),
  shell: z.string(),
  sourceHash: z.string(),
  clientHash: z.string(),
  settings: z.record(z.string(), z.string().nullable()),
  embeddedContent: z.boolean(),
  pages: z.int().min(0),
  manifest: z.record(z.string(), chunk),
  pageNames: z.array(z.string()),
  inlineScriptHashes: z.array(z.string()),
});
