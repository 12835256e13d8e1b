import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Files read at once when outputs are compared. */
const READ_AT_ONCE = 64;

/** Every file under `dir`, by relative path. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  // Read many at once: one at a time, reading a live output and a full one took ~1.5 s of each edit's ~8.
  for (let start = 0; start < entries.length; start += READ_AT_ONCE) {
    const read = await Promise.all(
      entries.slice(start, start + READ_AT_ONCE).map(async (entry) => {
        const path = relative(dir, join(entry.parentPath, entry.name));
        if (entry.isFile()) return [path, await readFile(join(entry.parentPath, entry.name))] as const;
        // A folder as an empty entry: a partial build leaves no folder a full build does not make.
        return entry.isDirectory() ? ([`${path}/`, Buffer.alloc(0)] as const) : undefined;
      }),
    );
    for (const file of read) if (file) files.set(file[0], file[1]);
  }
  return files;
}

/**
 * Each file under `dir` by its identity: inode, size and modification time (ns). A write into a file, through any of
 * its links, changes its modification time; linking it elsewhere does not.
 */
export async function identitiesOf(dir: string): Promise<Map<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const identities = new Map<string, string>();
  for (let start = 0; start < entries.length; start += READ_AT_ONCE) {
    const stats = await Promise.all(
      entries
        .slice(start, start + READ_AT_ONCE)
        .map((entry) => stat(join(entry.parentPath, entry.name), { bigint: true })),
    );
    for (const [index, file] of stats.entries()) {
      const entry = entries[start + index] as (typeof entries)[number];
      identities.set(relative(dir, join(entry.parentPath, entry.name)), `${file.ino} ${file.size} ${file.mtimeNs}`);
    }
  }
  return identities;
}

/**
 * The differences between a partial output and a full one: files missing or different, and files the partial output
 * has beyond the full one's, but for what a published build keeps of the builds before it (their manifests and the
 * assets those name, output-swap.ts keepAssets).
 */
export async function outputDifferences(partialDir: string, fullDir: string): Promise<string[]> {
  const [partial, full] = await Promise.all([filesOf(partialDir), filesOf(fullDir)]);
  const differences: string[] = [];
  for (const [file, bytes] of full) {
    const other = partial.get(file);
    if (!other) differences.push(`missing ${file}`);
    else if (!other.equals(bytes)) differences.push(`differs ${file}`);
  }
  for (const file of partial.keys()) {
    if (!full.has(file) && !file.startsWith('builds/meta/') && !file.startsWith('assets/'))
      differences.push(`extra ${file}`);
  }
  return differences;
}

/**
 * The files of the output `dir`, live before a partial build, that the build changed: none may change, though the
 * build's staging folder holds them hard-linked (prepared-pages.ts) and writes its pages beside them.
 */
export async function changedLiveFiles(dir: string, before: Map<string, string>): Promise<string[]> {
  const after = await identitiesOf(dir);
  return [...before]
    .filter(([file, identity]) => after.get(file) !== identity)
    .map(([file]) => `changed the output live before it: ${file}`);
}

/** The build's kept search records (the next full sync's input), compared the same way. */
export async function recordsDifferences(partialBuilds: string, fullBuilds: string): Promise<string[]> {
  const differences = await outputDifferences(
    join(partialBuilds, 'search-records'),
    join(fullBuilds, 'search-records'),
  );
  return differences.map((difference) => `search-records: ${difference}`);
}
