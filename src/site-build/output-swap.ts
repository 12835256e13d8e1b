import { spawn } from 'node:child_process';
import { cp, lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { checkedBuildId } from './build-id.js';
import { pathExists } from './path-exists.js';

/** How many complete outputs stay on disk beside the live one's link (the live one included), for rollback. */
export const KEPT_DEPLOYS = 3;

/**
 * The folder that holds the complete outputs of `target` (`dist` → `dist.deploys/`), one folder per build, named
 * `{time}-{buildId}` so that their names sort in the order they were built. `target` itself is a symbolic link to
 * one of them, the live one.
 */
export function deploysDir(target: string): string {
  return `${target}.deploys`;
}

/** A new, unused folder name for a build's output in the deploys folder (the build's staging folder). */
export function stagingDir(target: string, buildId: string): string {
  return join(deploysDir(target), `.staging-${checkedBuildId(buildId, 'A staging folder')}-${process.pid}`);
}

export interface Deploy {
  /** The folder's name in the deploys folder. */
  name: string;
  buildId: string;
  /** Its absolute path. */
  dir: string;
  live: boolean;
}

/** The complete outputs of `target`, oldest first, and which one is live. */
export async function listDeploys(target: string): Promise<Deploy[]> {
  const dir = deploysDir(target);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^\d+-/.test(name)).sort();
  const live = await liveDeployName(target);
  return names.map((name) => ({ name, buildId: name.replace(/^\d+-/, ''), dir: join(dir, name), live: name === live }));
}

async function liveDeployName(target: string): Promise<string | undefined> {
  const link = await readlink(target).catch(() => undefined);
  return link === undefined ? undefined : basename(link);
}

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
 * Points `target` at `deployDir` (a folder in the deploys folder) in one step: a new link is made beside it and
 * renamed over the old one, so a visitor or a poll of `builds/latest.json` finds either the whole previous output or
 * the whole new one, never a missing or mixed file. A `target` that is still a real folder (made before outputs were
 * linked) is moved into the deploys folder first, the one time it is briefly missing.
 */
export async function switchLive(target: string, deployDir: string): Promise<void> {
  const link = `${target}.link-${process.pid}`;
  await rm(link, { force: true });
  await symlink(relative(dirname(target), deployDir), link, 'dir');
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isDirectory())
    await rename(target, join(deploysDir(target), `${Date.now() - 1}-before-linked-outputs`));
  try {
    await rename(link, target);
  } catch (error) {
    await rm(link, { force: true });
    throw error;
  }
}

/**
 * Makes the complete build in `staging` live: it becomes `{time}-{buildId}` in the deploys folder, `target` is
 * switched to it (see {@link switchLive}), and outputs beyond the newest `keep` (the live one always stays) are
 * deleted by a detached process: removing tens of thousands of files takes longer than writing them (11 s for
 * 40,000 files here), and nothing in the build waits for it.
 */
export async function publishOutput(
  staging: string,
  target: string,
  buildId: string,
  keep = KEPT_DEPLOYS,
): Promise<Deploy> {
  const name = `${Date.now()}-${checkedBuildId(buildId, 'A deploy folder')}`;
  const dir = resolve(deploysDir(target), name);
  await rename(staging, dir);
  await switchLive(target, dir);
  const deploys = await listDeploys(target);
  const stale = deploys.slice(0, Math.max(0, deploys.length - keep)).filter((deploy) => !deploy.live);
  for (const deploy of stale) await removeInBackground(deploy.dir);
  return { name, buildId, dir, live: true };
}

/**
 * Renames `path` out of the list of deploys at once, then deletes it in a detached process at the lowest CPU priority:
 * unlinking a 100,000-page output's 257,000 files takes ~11 CPU-seconds over ~17 s, and the next build, often started
 * meanwhile by the next webhook, comes first.
 */
export async function removeInBackground(path: string): Promise<void> {
  const doomed = join(dirname(path), `.removing-${basename(path)}`);
  await rename(path, doomed);
  const remover = spawn(
    process.execPath,
    [
      '-e',
      'require("node:os").setPriority(19); require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })',
      doomed,
    ],
    { detached: true, stdio: 'ignore' },
  );
  remover.unref();
}
