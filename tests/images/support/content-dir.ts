import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../../src/config/env.js';

/**
 * A temporary content folder with `uploads/{name}` files, plus sibling `out/` and `cache/` folders, and the webp
 * effort this run's configuration encodes with (the suite's IMAGE_WEBP_EFFORT).
 */
export async function tempContent(uploads: Record<string, Buffer>): Promise<{
  root: string;
  contentDir: string;
  outDir: string;
  cacheDir: string;
  effort: number;
  cleanup: () => Promise<void>;
}> {
  const root = await mkdtemp(join(tmpdir(), 'images-'));
  const contentDir = join(root, 'content');
  await mkdir(join(contentDir, 'uploads'), { recursive: true });
  for (const [name, data] of Object.entries(uploads)) await writeFile(join(contentDir, 'uploads', name), data);
  return {
    root,
    contentDir,
    outDir: join(root, 'out'),
    cacheDir: join(root, 'cache'),
    effort: readConfig().imageWebpEffort,
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
