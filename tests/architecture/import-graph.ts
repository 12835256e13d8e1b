import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The project's source folders: what ships or runs, as opposed to tests. */
export const SOURCE_ROOTS = ['src', 'pages', 'renderer', 'scripts'] as const;

const projectRoot = resolve(import.meta.dirname, '../..');
const sourceFile = /\.(ts|tsx)$/;
const relativeImport =
  /^[ \t]*(?:import|export)\s(type\s)?[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

/**
 * How a file imports another: a value import loads it when the importer loads, a type-only import (`import type`,
 * `export type`) never loads it, a dynamic import (`import('./x.js')`) loads it when the call runs.
 */
export type ImportKind = 'value' | 'type' | 'dynamic';
const EVERY_KIND: readonly ImportKind[] = ['value', 'type', 'dynamic'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const target = resolve(dirname(from), specifier);
  const candidates = [
    target,
    target.replace(/\.js$/, '.ts'),
    target.replace(/\.js$/, '.tsx'),
    `${target}.ts`,
    `${target}.tsx`,
  ];
  return candidates.find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile() && sourceFile.test(candidate),
  );
}

/** The kind of import a match of `relativeImport` is. */
function kindOf(match: RegExpExecArray): ImportKind {
  if (match[3] !== undefined) return 'dynamic';
  return match[1] === undefined ? 'value' : 'type';
}

/** The source files (project-relative) that a file (project-relative) imports in one of `kinds` of import. */
export function importsOf(file: string, kinds: readonly ImportKind[] = EVERY_KIND): string[] {
  const path = join(projectRoot, file);
  return [...readFileSync(path, 'utf8').matchAll(relativeImport)]
    .filter((match) => kinds.includes(kindOf(match)))
    .map((match) => resolveImport(path, match[2] ?? match[3] ?? ''))
    .filter((target): target is string => target !== undefined)
    .map((target) => relative(projectRoot, target));
}

/** Every source file (project-relative) with the source files it imports in one of `kinds` of import (every kind). */
export function importGraph(kinds: readonly ImportKind[] = EVERY_KIND): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const root of SOURCE_ROOTS) {
    for (const file of sourceFiles(join(projectRoot, root))) {
      const name = relative(projectRoot, file);
      graph.set(name, importsOf(name, kinds));
    }
  }
  return graph;
}

/** The files `start` loads through the graph's imports, itself included. */
export function reachable(graph: ReadonlyMap<string, readonly string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const next = [start];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...(graph.get(file) ?? []));
  }
  return seen;
}

/** The folder a file belongs to for layering: `src/<folder>` inside src, else the top-level folder. */
export function layerOf(file: string): string {
  const [top, second] = file.split('/');
  return (top === 'src' || top === 'renderer') && second !== undefined && !sourceFile.test(second)
    ? `${top}/${second}`
    : (top ?? file);
}

/** The groups of files that import each other in a circle (Tarjan's strongly connected components of size > 1). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const circle: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        circle.push(member);
      } while (member !== file);
      if (circle.length > 1) circles.push(circle.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
