import { join } from 'node:path';
import { CLIENT_ENTRY } from '../../renderer/server/page-assets.js';

/** A page type's modules shared by at least this many page types travel in the entry chunk instead of files of their own. */
export const SHARED_BY_PAGE_TYPES = 10;

/** The part of Rolldown's chunking context this grouping reads. */
interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

function staticallyReachable(graph: ChunkingGraph, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const id of graph.getModuleInfo(from)?.importedIds ?? []) staticallyReachable(graph, id, seen);
  return seen;
}

/**
 * Rolldown's `codeSplitting` option for the browser bundle: one entry chunk holding the entry's static imports
 * (React included) and every module that at least {@link SHARED_BY_PAGE_TYPES} page types load, so that a page's
 * first load is that chunk and its page type's own code. Left alone, Rolldown splits React and each component that
 * a few page types share into files of their own (a content page loaded ten files): each file is compressed on its
 * own and costs a request, and the same code weighed 2–3 KB more gzip. Code behind a dynamic import that no page
 * type loads (search, consent, motion, the video player) keeps its chunks.
 */
export function clientCodeSplitting(root: string) {
  const entry = join(root, CLIENT_ENTRY);
  const pageLoader = join(root, 'renderer/client/page-loader.ts');
  let shared: Set<string> | undefined;
  const sharedModules = (graph: ChunkingGraph): Set<string> => {
    const modules = staticallyReachable(graph, entry);
    const pageTypes = graph.getModuleInfo(pageLoader)?.dynamicallyImportedIds ?? [];
    if (pageTypes.length === 0)
      throw new Error(`The page loader (${pageLoader}) imports no page type: the chunk grouping cannot find the pages`);
    const loadedBy = new Map<string, number>();
    for (const page of pageTypes)
      for (const id of staticallyReachable(graph, page)) loadedBy.set(id, (loadedBy.get(id) ?? 0) + 1);
    for (const [id, count] of loadedBy) if (count >= SHARED_BY_PAGE_TYPES) modules.add(id);
    return modules;
  };
  return {
    groups: [
      {
        debugName: 'client-entry',
        name: (id: string, graph: ChunkingGraph) => {
          shared ??= sharedModules(graph);
          return shared.has(id) ? 'client-entry' : null;
        },
      },
    ],
  };
}
