import type { IncomingMessage, RequestListener } from 'node:http';
import { dispatch } from '../../http/route-table.js';
import { searchOfTarget } from '../../http/request-path.js';
import { sameSecret } from '../../http/secret.js';
import type { RequestCounts } from './algolia-operation.js';
import { algoliaRouteTable } from './algolia-routes.js';
import { indexReads } from './index-reads.js';
import type { IndexStore } from './index-store.js';
import { indexWrites } from './index-writes.js';

export type { RequestCounts } from './algolia-operation.js';

/** The keys an embedded Algolia API accepts: the search key reads, the admin key reads and writes. */
export interface ApiKeys {
  appId: string;
  searchKey: string;
  adminKey: string;
}

/** The credentials of a request: headers, or query parameters (how browser clients send them, avoiding a preflight). */
function credentials(req: IncomingMessage): { appId: string | undefined; apiKey: string | undefined } {
  const query = new URLSearchParams(searchOfTarget(req.url ?? '/'));
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    appId: header('x-algolia-application-id') ?? query.get('x-algolia-application-id') ?? undefined,
    apiKey: header('x-algolia-api-key') ?? query.get('x-algolia-api-key') ?? undefined,
  };
}

/**
 * Algolia's REST API over the embedded engine, for offline use and tests (not a production search service: one
 * process, in memory, no replication): the searches InstantSearch and `algoliasearch` make, and the everyday record
 * and index calls (save, partial update, delete, get, browse, deleteBy, batch, copy/move, clear, settings, tasks,
 * list), routed by algolia-routes.ts. Writes are indexed in the background ({@link IndexStore}); searches and reads
 * answer on the last published version, and only writes create an index: a search of a missing one is a 404.
 * `counts`, when given, counts the requests it answered.
 */
export function algoliaApi({
  store,
  keys,
  counts,
}: {
  store: IndexStore;
  keys: ApiKeys;
  counts?: RequestCounts;
}): RequestListener {
  const isAdmin = (req: IncomingMessage) => {
    const { apiKey } = credentials(req);
    return apiKey !== undefined && sameSecret(apiKey, keys.adminKey);
  };
  const isKnown = (req: IncomingMessage) => {
    const { appId, apiKey } = credentials(req);
    const known = isAdmin(req) || (apiKey !== undefined && sameSecret(apiKey, keys.searchKey));
    return appId !== undefined && sameSecret(appId, keys.appId) && known;
  };
  const table = algoliaRouteTable({
    reads: indexReads(store),
    writes: indexWrites(store, counts),
    isKnown,
    isAdmin,
    counts,
  });
  return (req, res) => {
    void dispatch(table, req, res);
  };
}
