import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Keeps the previous build's hashed assets beside the new ones, so a tab still running the previous build can load
 * the page code it asks for after the deploy (only files the new build does not have are copied).
 */
export async function carryOverAssets(previousDir: string, nextDir: string): Promise<number> {
  const from = join(previousDir, 'assets');
  if (!(await exists(from))) return 0;
  const to = join(nextDir, 'assets');
  await mkdir(to, { recursive: true });
  const have = new Set(await readdir(to));
  let copied = 0;
  for (const file of await readdir(from)) {
    if (have.has(file)) continue;
    await cp(join(from, file), join(to, file));
    copied += 1;
  }
  return copied;
}

/** Replaces `target` with the complete build in `staging`: the old output stays in place until then. */
export async function swapInOutput(staging: string, target: string): Promise<void> {
  const old = `${target}.old-${process.pid}`;
  const hadTarget = await exists(target);
  if (hadTarget) await rename(target, old);
  try {
    await rename(staging, target);
  } catch (error) {
    if (hadTarget) await rename(old, target);
    throw error;
  }
  if (hadTarget) await rm(old, { recursive: true, force: true });
}
