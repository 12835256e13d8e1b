import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** What the bundles are made of: the code, its configuration and the locked dependencies (not the content). */
export const BUNDLE_INPUTS = [
  'renderer',
  'src',
  'pages',
  'content-queries',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
] as const;

async function filesUnder(root: string, path: string): Promise<string[]> {
  const entries = await readdir(join(root, path), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === null) return [path];
  const files: string[] = [];
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(root, child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/**
 * A hash of every file the bundles are built from (paths and bytes, in a stable order): two builds with the same
 * hash would produce the same bundles, so a content-only rebuild can reuse them.
 */
export async function sourceHash(root: string, inputs: readonly string[] = BUNDLE_INPUTS): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(inputs.map((input) => filesUnder(root, input)))).flat().sort();
  for (const file of files) {
    hash.update(relative(root, join(root, file)));
    hash.update('\0');
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
