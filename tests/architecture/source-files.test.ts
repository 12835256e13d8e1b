import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_ROOTS } from './import-graph.js';

const projectRoot = resolve(import.meta.dirname, '../..');

/** The most lines a hand-written source file may have: past it, a file mixes concerns and is split by them. */
const MAX_LINES = 400;

/**
 * The files the line limit leaves alone: a generated file (made from content-queries/ by `npm run content:types`),
 * and the two tables whose rows are data, one per model and one per command.
 */
const LONG_FILES = new Set([
  'src/content-model/generated/content-documents.ts',
  'src/content-model/model/site-models.ts',
  'scripts/cli/command-table.ts',
]);

/** Names many folders give a file of the same role: a page folder's `+Page.tsx`, a folder's `index.ts`. */
const SHARED_NAME = /^\+|^index\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(projectRoot, path)] : [];
  });
}

const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(projectRoot, root)));

describe('the source files', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const file of LONG_FILES) expect(files).toContain(file);
  });

  it(`has no hand-written file over ${MAX_LINES} lines`, () => {
    const long = files
      .filter((file) => !LONG_FILES.has(file))
      .map((file) => ({ file, lines: readFileSync(join(projectRoot, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long.map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it('has no two files of the same name (route files and index files aside)', () => {
    const byName = new Map<string, string[]>();
    for (const file of files) {
      const name = basename(file);
      if (!SHARED_NAME.test(name)) byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared.map((paths) => paths.join(' and '))).toEqual([]);
  });
});
