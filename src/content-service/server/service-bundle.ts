import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { codeHash, projectRoot } from '../store/code-hash.js';

/** Bundles of one entry kept in the cache folder (the newest): enough for a few checkouts' worth of code at once. */
const KEPT_BUNDLES = 4;

/**
 * `import.meta.dirname`, `filename` and `url` of each source module as the module's own path, not the bundle's: the
 * code reads files next to its sources (record-file-cache.ts hashes the store's validation code).
 */
const sourcePaths: Plugin = {
  name: 'source-paths',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * A TypeScript entry run in a child process, as one JavaScript module (its relative imports bundled, packages
 * imported as they are), so that the child starts without the TypeScript loader: the content service's process is
 * ready ~0.75 s sooner and ~0.8 CPU-s cheaper (its ~150 modules resolved and loaded through tsx's loader thread
 * before). Kept in `.cache/content-service/` under the project, named by the code it was made from (every module it
 * imports, the lock file, and where the checkout is: the bundle names its sources' paths), and made again when that
 * changes; the file name keeps the entry's, which the bench's process sampler looks for.
 */
export async function serviceBundle(entry: string): Promise<string> {
  const root = projectRoot(dirname(entry)) ?? dirname(entry);
  const version = createHash('sha256')
    .update(codeHash([entry]))
    .update('\0')
    .update(entry)
    .digest('hex')
    .slice(0, 16);
  const folder = join(root, '.cache', 'content-service');
  const name = basename(entry, extname(entry));
  const file = join(folder, `${name}.${version}.mjs`);
  if (statSync(file, { throwIfNoEntry: false })) return file;
  // Loaded only to make a bundle: a build that finds its bundle (every one but the first after a change) does not pay it.
  const { build } = await import('esbuild');
  const { outputFiles, warnings } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    plugins: [sourcePaths],
  });
  // A warning (an import esbuild could not follow, such as one with a computed path) would break at run time.
  const [warning] = warnings;
  if (warning)
    throw new Error(
      `esbuild could not bundle ${entry}: ${warning.text}${warning.location ? ` (${warning.location.file}:${warning.location.line})` : ''}`,
    );
  const [output] = outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  mkdirSync(folder, { recursive: true });
  // Written whole under another name first: another process may be starting the same bundle.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, output.contents);
  renameSync(partial, file);
  pruneOlder(folder, name);
  return file;
}

/** Removes the entry's bundles beyond the newest KEPT_BUNDLES (a process started from one has it loaded already). */
function pruneOlder(folder: string, name: string): void {
  const bundles = readdirSync(folder)
    .filter((candidate) => candidate.startsWith(`${name}.`) && candidate.endsWith('.mjs'))
    .map((candidate) => ({
      path: join(folder, candidate),
      modified: statSync(join(folder, candidate), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.modified - a.modified);
  for (const { path } of bundles.slice(KEPT_BUNDLES)) rmSync(path, { force: true });
}
