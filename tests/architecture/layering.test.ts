import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, importsOf, layerOf, reachable } from './import-graph.js';

/** The build pipeline's folder, and the only folders that may call it: the commands, and the services that run it. */
const PIPELINE = 'src/site-build';
const PIPELINE_CALLERS = new Set(['scripts', 'src/publish', 'src/bench', PIPELINE]);
/** The pipeline's front door: the one file of it that anything outside it imports (tests aside). */
const FRONT_DOOR = `${PIPELINE}/site-build.ts`;
/**
 * The embedded DatoCMS-compatible service, and the only folders that may import it: the content client, the site's one
 * way to content (it starts the service when CONTENT_API_URL is unset, as the site would reach DatoCMS otherwise), the
 * commands and the bench.
 */
const CONTENT_SERVICE = 'src/content-service';
const CONTENT_CLIENT = 'src/content-client';
const CONTENT_SERVICE_CALLERS = new Set([CONTENT_SERVICE, CONTENT_CLIENT, 'scripts', 'src/bench']);
/**
 * The tools' configuration files, at the project's root. Vite bundles its configuration with every file it imports,
 * on-demand imports included, for the dev server and for each bundling: it imports nothing of the pipeline.
 */
const TOOL_CONFIGS = ['vite.config.ts', 'vitest.config.ts'];

/**
 * The site rendered on request, the servers that wrap it, and the parts it puts together (the page renderer, the
 * page answers, the search indexes made on request, the image variants): the servers import the site, and only the
 * site imports its parts.
 */
const ON_REQUEST_SITE = 'src/on-request/on-request-site.ts';
const ON_REQUEST_SERVERS = ['src/dev', 'src/preview'];
const ON_REQUEST_PARTS = [
  'renderer/server/page-renderer.ts',
  'renderer/server/render-on-request.ts',
  'renderer/server/on-request-search-index.ts',
  'src/images/image-middleware.ts',
];

/** The folder map of the README's Architecture section, lowest layer first: `src/http/`, `renderer/`, `pages/<page>/`. */
function readmeLayers(): string[] {
  const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Architecture'));
  const map = section.slice(section.indexOf('```\n') + 4, section.indexOf('\n```', section.indexOf('```\n') + 4));
  return [...map.matchAll(/^([a-z0-9-]+(?:\/[a-z0-9-]+)?)\//gm)].map((match) => match[1] ?? '');
}

/** The imports of files outside the build pipeline that reach into it past its front door. */
function pastTheFrontDoor(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    layerOf(file) === PIPELINE
      ? []
      : targets
          .filter((target) => layerOf(target) === PIPELINE && target !== FRONT_DOOR)
          .map((target) => `${file} -> ${target}`),
  );
}

/** The imports of the content service from anywhere but its client, the commands and the bench. */
function pastTheContentClient(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    CONTENT_SERVICE_CALLERS.has(layerOf(file))
      ? []
      : targets.filter((target) => layerOf(target) === CONTENT_SERVICE).map((target) => `${file} -> ${target}`),
  );
}

/**
 * What the front door loads on demand (its dynamic imports) that importing it loads already (through value imports):
 * the command table, publish:serve and the bundling child import the door, and none of them runs a build itself.
 */
function loadedWithTheDoor(
  atStart: ReadonlyMap<string, readonly string[]>,
  onDemand: ReadonlyMap<string, readonly string[]>,
): string[] {
  const loaded = reachable(atStart, FRONT_DOOR);
  return [...new Set(onDemand.get(FRONT_DOOR))].filter((file) => loaded.has(file));
}

const graph = importGraph();
const edges = [...graph].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));
const withTools = new Map([...graph, ...TOOL_CONFIGS.map((file) => [file, importsOf(file)] as const)]);

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

  it('keeps the build pipeline a client of the render runtime: only the commands, publishing and the bench call it', () => {
    expect(graph.has(`${PIPELINE}/build-site.ts`)).toBe(true);
    const callers = [...withTools].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target) === PIPELINE && !PIPELINE_CALLERS.has(layerOf(file)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(callers).toEqual([]);
  });

  it('has everything outside the build pipeline import it only through its front door', () => {
    expect(graph.has(FRONT_DOOR)).toBe(true);
    expect(pastTheFrontDoor(withTools)).toEqual([]);
  });

  it('finds an import past the front door: a command importing a stage of the pipeline', () => {
    const planted = new Map([...withTools, ['scripts/planted.ts', [FRONT_DOOR, `${PIPELINE}/build-site.ts`]]]);
    expect(pastTheFrontDoor(planted)).toEqual([`scripts/planted.ts -> ${PIPELINE}/build-site.ts`]);
  });

  it('keeps the front door light: importing it loads none of the stages it loads on demand', () => {
    const atStart = importGraph(['value']);
    const onDemand = importGraph(['dynamic']);
    expect(onDemand.get(FRONT_DOOR)).toContain(`${PIPELINE}/build-site.ts`);
    expect(loadedWithTheDoor(atStart, onDemand)).toEqual([]);
    const planted = new Map([...atStart, [`${PIPELINE}/build-id.ts`, [`${PIPELINE}/build-site.ts`]]]);
    expect(loadedWithTheDoor(planted, onDemand)).toEqual([`${PIPELINE}/build-site.ts`]);
  });

  it('has the site reach the content service only through the content client (the commands and the bench aside)', () => {
    const throughTheClient = edges.filter(
      ({ file, target }) => layerOf(file) === CONTENT_CLIENT && layerOf(target) === CONTENT_SERVICE,
    );
    expect(throughTheClient.length).toBeGreaterThan(0);
    expect(pastTheContentClient(withTools)).toEqual([]);
  });

  it('finds an import of the content service past its client: a page helper reading the store', () => {
    const store = `${CONTENT_SERVICE}/store/content-store.ts`;
    expect(graph.has(store)).toBe(true);
    const planted = new Map([
      ...withTools,
      ['src/page-kit/planted.ts', [store]],
      [`${CONTENT_CLIENT}/planted.ts`, [store]],
    ]);
    expect(pastTheContentClient(planted)).toEqual([`src/page-kit/planted.ts -> ${store}`]);
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
