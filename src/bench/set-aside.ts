import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The prefix of what a bench run set aside: `.set-aside-{name}-{pid}` beside `{name}`. */
const asidePrefix = (path: string): string => `.set-aside-${basename(path)}-`;

/**
 * Moves each of `paths` that exists out of the way by a rename (no file is freed), and returns a function that
 * deletes what was moved, with what an earlier run set aside and could not delete (it stopped first): the bench
 * calls it once its measurements are done.
 *
 * Why not delete first: this machine's root file system is ext4 without a journal, where the kernel will not reuse
 * an inode freed in the last minute (six while its inode table block has unwritten changes) and checks every such
 * inode of a block group at each file it creates (`find_inode_bit` → `recently_deleted`). Deleting the last run's
 * output (75,000 files and folders at 20,000 pages) just before the measured build made the build's file creation
 * cost ~2.8 CPU-s more (`perf`: 2.4 CPU-s in `recently_deleted` alone), on the cores the build needs.
 */
export async function setAside(paths: readonly string[]): Promise<() => Promise<void>> {
  const moved: string[] = [];
  for (const path of paths) {
    const folder = dirname(path);
    const earlier = (await readdir(folder).catch(() => [])).filter((name) => name.startsWith(asidePrefix(path)));
    moved.push(...earlier.map((name) => join(folder, name)));
    if (!(await stat(path).catch(() => undefined))) continue;
    const aside = join(folder, `${asidePrefix(path)}${process.pid}`);
    await rename(path, aside);
    moved.push(aside);
  }
  return async () => {
    for (const path of moved) await rm(path, { recursive: true, force: true });
  };
}
