import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, layerOf } from './import-graph.js';

/** The build pipeline's folder, and the only folders that may call it: the commands, and the services that run it. */
const PIPELINE = 'src/site-build';
const PIPELINE_CALLERS = new Set(['scripts', 'src/publish', 'src/bench', PIPELINE]);

/**
 * The site rendered on request, the servers that wrap it, and the parts it puts together (the page renderer, the
 * page answers, the search indexes made on request, the image variants): the servers import the site, and only the
 * site imports its parts.
 */
const ON_REQUEST_SITE = 'src/on-request/on-request-site.ts';
const ON_REQUEST_SERVERS = ['src/dev', 'src/preview'];
const ON_REQUEST_PARTS = [
  'src/render/page-renderer.ts',
  'src/render/render-on-request.ts',
  'src/render/on-request-search-index.ts',
  'src/images/image-middleware.ts',
];

/** The folder map of the README's Architecture section, lowest layer first: `src/http/`, `renderer/`, `pages/<page>/`. */
function readmeLayers(): string[] {
  const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Architecture'));
  const map = section.slice(section.indexOf('```\n') + 4, section.indexOf('\n```', section.indexOf('```\n') + 4));
  return [...map.matchAll(/^([a-z0-9-]+(?:\/[a-z0-9-]+)?)\//gm)].map((match) => match[1] ?? '');
}

const graph = importGraph();
const edges = [...graph].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));

describe('how the source folders depend on each other', () => {
  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(graph.size);
  });

  it('has no circle of imports between files', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no circle of imports between folders (no two folders importing each other, directly or through others)', () => {
    const layers = new Map<string, string[]>();
    for (const { file, target } of edges) {
      const from = layerOf(file);
      const to = layerOf(target);
      if (from !== to) layers.set(from, [...(layers.get(from) ?? []), to]);
    }
    expect(layers.size).toBeGreaterThan(10);
    expect(importCircles(layers)).toEqual([]);
  });

  it('keeps the build pipeline a client of the render runtime: only the commands and publishing call it', () => {
    expect(graph.has(`${PIPELINE}/build-site.ts`)).toBe(true);
    const callers = edges.filter(
      ({ file, target }) => layerOf(target) === PIPELINE && !PIPELINE_CALLERS.has(layerOf(file)),
    );
    expect(callers.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  it('has dev and preview wrap the one on-request site: both import it, neither puts a site together itself', () => {
    for (const server of ON_REQUEST_SERVERS) {
      const imports = edges.filter(({ file }) => layerOf(file) === server).map(({ target }) => target);
      expect(imports, server).toContain(ON_REQUEST_SITE);
    }
    for (const part of ON_REQUEST_PARTS) expect(graph.has(part), part).toBe(true);
    const assemblers = edges.filter(
      ({ file, target }) =>
        ON_REQUEST_PARTS.includes(target) && ![layerOf(ON_REQUEST_SITE), layerOf(target)].includes(layerOf(file)),
    );
    expect(assemblers.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  it("matches the README's folder map: every folder is on it, and each imports only folders listed before it", () => {
    const order = readmeLayers();
    const layers = new Set(edges.flatMap(({ file, target }) => [layerOf(file), layerOf(target)]));
    expect([...layers].filter((layer) => !order.includes(layer))).toEqual([]);
    const upward = edges.filter(({ file, target }) => order.indexOf(layerOf(target)) > order.indexOf(layerOf(file)));
    expect(upward.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });
});
