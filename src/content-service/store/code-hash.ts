import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** A relative module specifier in an `import`, `export … from` or dynamic `import()`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative specifier names: `./x.js` is `./x.ts` when the sources run untranspiled (tsx). */
function moduleFile(from: string, specifier: string): string | undefined {
  const path = resolve(dirname(from), specifier);
  if (existsSync(path)) return path;
  const source = path.replace(/\.js$/, '.ts');
  return existsSync(source) ? source : undefined;
}

/** The folder holding the project's package-lock.json, from `start` upwards; undefined outside a project. */
export function projectRoot(start: string): string | undefined {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package-lock.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * A hash of the code `entries` run: their bytes and those of every module they import relatively, transitively,
 * and of the project's package-lock.json (the library versions). Derived from the files rather than a version
 * number kept by hand, so any change to that code, or a library upgrade, changes it.
 */
export function codeHash(entries: readonly string[]): string {
  const files = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const imported = specifier && moduleFile(file, specifier);
      if (imported && !files.has(imported)) pending.push(imported);
    }
  }
  const root = projectRoot(dirname(entries[0] ?? '.'));
  if (root) files.add(join(root, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of [...files].sort())
    hash
      .update(`${file.slice((root ?? '').length)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}
