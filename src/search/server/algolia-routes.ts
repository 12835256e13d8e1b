import type { IncomingMessage } from 'node:http';
import { ALGOLIA_MESSAGES, sendAlgoliaError } from '../../http/algolia-error.js';
import { respond } from '../../http/respond.js';
import type { Auth, Route, RouteHandler, RouteTable } from '../../http/route-table.js';
import { ALGOLIA_CORS, algoliaOperation, type Operation, type RequestCounts } from './algolia-operation.js';
import type { indexReads } from './index-reads.js';
import type { indexWrites } from './index-writes.js';

/** What the table needs: the reads and writes it routes to, who holds which key, and the counts to keep. */
export interface AlgoliaRouteOptions {
  reads: ReturnType<typeof indexReads>;
  writes: ReturnType<typeof indexWrites>;
  /** The request carries the application id and one of the keys (headers, or the query string). */
  isKnown: (req: IncomingMessage) => boolean;
  /** The request's key is the admin key. */
  isAdmin: (req: IncomingMessage) => boolean;
  counts?: RequestCounts | undefined;
}

const PREFLIGHT_HEADERS = {
  ...ALGOLIA_CORS,
  'access-control-allow-methods': 'GET, POST, PUT, DELETE',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
  'access-control-max-age': '86400',
};

const refuse =
  (status: number, message: string): RouteHandler =>
  ({ res }) =>
    sendAlgoliaError(res, status, message, ALGOLIA_CORS);

/**
 * search:serve's routes, Algolia's REST API as InstantSearch and `algoliasearch` call it. Every request but a
 * browser's preflight needs the application id and a key (403 otherwise, as Algolia answers): the search key may
 * search and get records (`search` below), the admin key may do everything (`admin`: a call with the search key is a
 * 403). Paths are read as decoded segments (a segment that does not decode is a 400); Algolia has no 405: a path or
 * method it does not know is a 404. The first route that matches answers, so a fixed segment comes before a name.
 */
export function algoliaRouteTable({ reads, writes, isKnown, isAdmin, counts }: AlgoliaRouteOptions): RouteTable {
  const admin: Auth = { allows: ({ req }) => isAdmin(req), refuse: refuse(403, ALGOLIA_MESSAGES.notAllowed) };
  const read = (operation: Operation) => algoliaOperation('read', operation, { isAdmin, counts });
  const write = (operation: Operation) => algoliaOperation('write', operation, { isAdmin, counts });
  const routes: Route[] = [
    { method: 'POST', path: '/1/indexes/*/queries', handle: read(reads.queries) },
    { method: 'POST', path: '/1/indexes/*/objects', handle: read(reads.objects) },
    { method: 'GET', path: '/1/indexes', auth: admin, handle: read(reads.listIndexes) },
    { method: 'GET', path: '/1/task/:taskID', auth: admin, handle: read(reads.task) },
    { method: 'POST', path: '/1/indexes/:index/query', handle: read(reads.query) },
    { method: 'POST', path: '/1/indexes/:index/facets/:facet/query', handle: read(reads.facetQuery) },
    { method: 'GET', path: '/1/indexes/:index/settings', auth: admin, handle: read(reads.settings) },
    { method: 'PUT', path: '/1/indexes/:index/settings', auth: admin, handle: write(writes.setSettings) },
    { method: 'GET', path: '/1/indexes/:index/task/:taskID', auth: admin, handle: read(reads.indexTask) },
    { method: 'POST', path: '/1/indexes/:index/batch', auth: admin, handle: write(writes.batch) },
    { method: 'POST', path: '/1/indexes/:index/operation', auth: admin, handle: write(writes.copyOrMove) },
    { method: 'POST', path: '/1/indexes/:index/clear', auth: admin, handle: write(writes.clear) },
    { method: 'POST', path: '/1/indexes/:index/deleteByQuery', auth: admin, handle: write(writes.deleteBy) },
    { method: 'POST', path: '/1/indexes/:index/browse', auth: admin, handle: read(reads.browse) },
    { method: 'POST', path: '/1/indexes/:index/:objectID/partial', auth: admin, handle: write(writes.partialUpdate) },
    { method: 'GET', path: '/1/indexes/:index/:objectID', handle: read(reads.record) },
    { method: 'PUT', path: '/1/indexes/:index/:objectID', auth: admin, handle: write(writes.saveRecord) },
    { method: 'DELETE', path: '/1/indexes/:index/:objectID', auth: admin, handle: write(writes.deleteRecord) },
    { method: 'POST', path: '/1/indexes/:index', auth: admin, handle: write(writes.addRecord) },
    { method: 'DELETE', path: '/1/indexes/:index', auth: admin, handle: write(writes.deleteIndex) },
  ];
  const notFound = refuse(404, ALGOLIA_MESSAGES.notFound);
  return {
    paths: 'segments',
    preflight: ({ res }) => respond(res, 204, PREFLIGHT_HEADERS),
    auth: { allows: ({ req }) => isKnown(req), refuse: refuse(403, ALGOLIA_MESSAGES.invalidCredentials) },
    routes,
    notFound,
    methodNotAllowed: notFound,
    refused: refuse(400, 'The path is not valid percent-encoding.'),
  };
}
