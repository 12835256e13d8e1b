import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A share's output as the merge copies it: folders and files relative to the shard's `site` folder, parents first. */
export interface ShareOutput {
  folders: string[];
  files: string[];
}

/** What a folder entry is, for a refusal that says so. */
function kindOf(entry: { isSymbolicLink(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (entry.isFIFO()) return 'a named pipe';
  if (entry.isSocket()) return 'a socket';
  return 'a device';
}

function notInShard(path: string, kind: string, expected: string): Error {
  return new Error(
    `${path} is ${kind}, not ${expected}: a shard's folder holds only its own files and folders, so the merge does not follow it out of the shard`,
  );
}

/**
 * Checks that `path`, a file or folder the merge reads in a shard, is itself a regular file (or a real folder when
 * `folder`), never a symbolic link to something elsewhere nor a pipe or device, and at most `maxBytes` long; throws
 * naming it otherwise.
 */
export async function checkShardEntry(
  path: string,
  { folder = false, maxBytes = Number.POSITIVE_INFINITY }: { folder?: boolean; maxBytes?: number } = {},
): Promise<void> {
  const stats = await lstat(path).catch((error: unknown) => {
    throw new Error(`${path} is missing: the shard's folder is incomplete`, { cause: error });
  });
  const expected = folder ? 'a folder' : 'a regular file';
  if (folder ? !stats.isDirectory() : !stats.isFile())
    throw notInShard(path, stats.isDirectory() ? 'a folder' : stats.isFile() ? 'a file' : kindOf(stats), expected);
  if (stats.size > maxBytes)
    throw new Error(`${path} is ${stats.size} bytes, more than the ${maxBytes} bytes it may hold`);
}

/**
 * Every folder and file under a shard's `site` folder, each seen without following links (a folder's entries as
 * `lstat` tells them): a symbolic link, a pipe or a device anywhere in it fails the listing naming it, before the
 * merge writes anything, so a shard cannot bring files from outside itself into the deploy folder.
 */
export async function listShareOutput(site: string): Promise<ShareOutput> {
  await checkShardEntry(site, { folder: true });
  const output: ShareOutput = { folders: [], files: [] };
  const walk = async (relativeDir: string): Promise<void> => {
    const dir = join(site, relativeDir);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(relativeDir, entry.name);
      if (entry.isDirectory()) {
        output.folders.push(path);
        await walk(path);
      } else if (entry.isFile()) output.files.push(path);
      else throw notInShard(join(site, path), kindOf(entry), 'a regular file or a folder');
    }
  };
  await walk('');
  return output;
}
