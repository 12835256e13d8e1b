import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary content folder with `uploads/{name}` files, plus sibling `out/` and `cache/` folders. */
export async function tempContent(uploads: Record<string, Buffer>): Promise<{
  root: string;
  contentDir: string;
  outDir: string;
  cacheDir: string;
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
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
