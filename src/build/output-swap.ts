import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { pathExists } from './path-exists.js';

/**
 * Copies from the live output the hashed assets of earlier builds that `kept` lists (`/assets/{file}`, the files of
 * the builds whose manifests stay published), so a tab still running one of those builds can load the page code it
 * asks for after the deploy. Assets of older builds are not carried, so they go with the old output.
 */
export async function keepAssets(previousDir: string, nextDir: string, kept: ReadonlySet<string>): Promise<number> {
  const from = join(previousDir, 'assets');
  if (!(await pathExists(from))) return 0;
  const to = join(nextDir, 'assets');
  await mkdir(to, { recursive: true });
  const have = new Set(await readdir(to));
  let copied = 0;
  for (const file of await readdir(from)) {
    if (have.has(file) || !kept.has(`/assets/${file}`)) continue;
    await cp(join(from, file), join(to, file));
    copied += 1;
  }
  return copied;
}

/**
 * Replaces `target` with the complete build in `staging`: the old output stays in place until then. The old output is
 * then deleted by a detached process: removing tens of thousands of files takes longer than writing them (11 s for
 * 40,000 files here), and nothing in the build waits for it.
 */
export async function swapInOutput(staging: string, target: string): Promise<void> {
  const old = `${target}.old-${process.pid}`;
  const hadTarget = await pathExists(target);
  if (hadTarget) await rename(target, old);
  try {
    await rename(staging, target);
  } catch (error) {
    if (hadTarget) await rename(old, target);
    throw error;
  }
  if (hadTarget) removeInBackground(old);
}

function removeInBackground(path: string): void {
  const remover = spawn(
    process.execPath,
    ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', path],
    { detached: true, stdio: 'ignore' },
  );
  remover.unref();
}
