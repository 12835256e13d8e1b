import { localeCodes, type Locale } from '../config/locales.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { buildPath } from '../routing/build-path.js';
import { pathChunks, type PageDataModule, type PageRef, type PagePaths } from '../page-contract/page-module.js';
import type { PageKey } from './shard-log.js';
import { shareOfPath, type Shard } from './shard-share.js';

export interface ShardPages {
  /** The server bundle whose page types list only the share's pages (the render stage loads and renders those). */
  server: ServerBundle;
  /** A page of the share's place in a single build's order. */
  keyOf(path: string): PageKey;
  /** Forgets a page's key once everything about it is logged: the shard holds only the pages in flight. */
  forget(path: string): void;
}

/** A page ref's path, or null when its params do not make one (the render stage reports it, in every share). */
function pathOf(ref: PageRef, locale: Locale): string | null {
  try {
    return buildPath(ref.route, locale, ref.params);
  } catch {
    return null;
  }
}

/**
 * The page types of `server` restricted to `shard`'s pages: each type's `paths()` still lists every page (hubs see
 * all their records) but hands on only the pages whose path falls in the share, so only those are loaded and
 * rendered; each kept page's key is remembered for the shard's logs.
 */
export function shardPages(server: ServerBundle, shard: Shard): ShardPages {
  const keys = new Map<string, PageKey>();
  async function* inShare(paths: PagePaths, locale: Locale, pageType: number): AsyncGenerator<readonly PageRef[]> {
    let position = 0;
    for await (const refs of pathChunks(paths)) {
      const kept = refs.filter((ref) => {
        const path = pathOf(ref, locale);
        const key: PageKey = [localeCodes.indexOf(locale), pageType, position++];
        if (path === null) return true;
        if (shareOfPath(path, shard.count) !== shard.index) return false;
        keys.set(path, key);
        return true;
      });
      if (kept.length > 0) yield kept;
    }
  }
  const pages = Object.fromEntries(
    Object.entries(server.pages).map(([name, page], pageType) => {
      const data: PageDataModule = {
        paths: (context) => inShare(page.data.paths(context), context.locale, pageType),
        data: (ref, context) => page.data.data(ref, context),
      };
      return [name, { ...page, data }];
    }),
  );
  return {
    server: { ...server, pages },
    keyOf(path) {
      const key = keys.get(path);
      if (!key)
        throw new Error(
          `Page ${path} was built but its page type's paths() did not list it: its shard cannot place it`,
        );
      return key;
    },
    forget: (path) => keys.delete(path),
  };
}
