import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { BodyError, readJsonBody } from '../../http/body.js';
import { sendJson } from '../../http/json-response.js';
import { pathOfTarget, searchOfTarget } from '../../http/request-path.js';
import { sameSecret } from '../../http/secret.js';
import { recordFilter, SearchParamsError, type SearchRequest } from '../local-engine.js';
import { ALGOLIA_MESSAGES, ApiError } from './api-error.js';
import type { IndexStore, PublishedIndex } from './index-store.js';
import { asObject, asRecord, partiallyUpdated, retrieved } from './record-updates.js';
import { stagedRecords, type StagedRecords } from './staged-records.js';
import { checkedParams, paramsOf } from './search-params.js';

/** The keys an embedded Algolia API accepts: the search key reads, the admin key reads and writes. */
export interface ApiKeys {
  appId: string;
  searchKey: string;
  adminKey: string;
}

/**
 * Writes (admin key only) may be large: records arrive 1,000 a batch from `replaceAllObjects`, and a record may be
 * 100 KB. Reads, which anyone with the public search key may send, are small: an InstantSearch keystroke is a few KB.
 */
const WRITE_BODY_LIMIT = 50 * 1024 * 1024;
const READ_BODY_LIMIT = 64 * 1024;
/** The most queries of one `/1/indexes/*\/queries` (InstantSearch sends a handful per keystroke). */
const MAX_QUERIES = 50;
/** The most records one `/1/indexes/*\/objects` asks for (Algolia's `getObjects` limit). */
const MAX_OBJECTS = 1000;
/** The most records one `browse` page lists (Algolia's). */
const MAX_BROWSE_PAGE = 1000;

/**
 * The requests an embedded API answered, for tests that count what a client sent: `writes` are the requests that
 * change an index (records, settings, moves, deletes), `batchOperations` the record operations of its batches (what
 * Algolia bills a batch), `reads` the others (searches, gets, browses, settings and task reads).
 */
export interface RequestCounts {
  reads: number;
  writes: number;
  batchOperations: number;
}

/** What a key may do: `search` is Algolia's search ACL (search, getObject(s)), `admin` everything else. */
type Acl = 'search' | 'admin';

interface Call {
  params: Record<string, string>;
  /** The request's query string. */
  query: URLSearchParams;
  body: unknown;
}

interface Route {
  method: string;
  /** Segments after `/1/`; `:name` matches one segment (decoded) into `params.name`. */
  path: string[];
  acl: Acl;
  handle: (call: Call) => unknown;
}

/** The credentials of a request: headers, or query parameters (how browser clients send them, avoiding a preflight). */
function credentials(
  req: IncomingMessage,
  query: URLSearchParams,
): { appId: string | undefined; apiKey: string | undefined } {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    appId: header('x-algolia-application-id') ?? query.get('x-algolia-application-id') ?? undefined,
    apiKey: header('x-algolia-api-key') ?? query.get('x-algolia-api-key') ?? undefined,
  };
}

const requestsOf = (body: unknown): unknown[] => {
  const { requests } = asObject(body, 'The body');
  if (!Array.isArray(requests)) throw new ApiError(400, 'The body needs a `requests` array.');
  return requests;
};

const boundedRequestsOf = (body: unknown, most: number): unknown[] => {
  const requests = requestsOf(body);
  if (requests.length > most) throw new ApiError(400, `At most ${most} requests per call (got ${requests.length}).`);
  return requests;
};

/** Whether a route changes an index: every admin call but its reads (GET and browse). */
const writes = (route: Route): boolean =>
  route.acl === 'admin' && route.method !== 'GET' && route.path.at(-1) !== 'browse';

const attributeList = (value: unknown): string[] | undefined =>
  typeof value === 'string'
    ? value.split(',').map((name) => name.trim())
    : Array.isArray(value)
      ? value.map(String)
      : undefined;

/**
 * Algolia's REST API over the embedded engine, for offline use and tests (not a production search service: one
 * process, in memory, no replication): the searches InstantSearch and `algoliasearch` make, and the everyday record
 * and index calls (save, partial update, delete, get, browse, deleteBy, batch, copy/move, clear, settings, tasks,
 * list). Every request needs the application id and a key: the search key may search and get records, the admin key
 * may do everything; a write with the search key is a 403, as Algolia answers it. Writes are indexed in the
 * background ({@link IndexStore}); searches and reads answer on the last published version, and only writes create
 * an index: a search of a missing one is a 404. `counts`, when given, counts the requests it answered.
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
  const at = () => new Date().toISOString();
  const publishedOf = (name: string | undefined): PublishedIndex => {
    const published = name === undefined ? undefined : store.published(name);
    if (!published) throw new ApiError(404, ALGOLIA_MESSAGES.noIndex);
    return published;
  };

  function search(indexName: string, request: Omit<SearchRequest, 'indexName'>) {
    return publishedOf(indexName).engine.search([{ ...request, indexName }]).results[0];
  }

  /** One sub-request of `/1/indexes/*\/queries`: checked (its index must exist) before any is answered. */
  function subSearch(value: unknown): () => unknown {
    const request = asObject(value, 'Each request');
    const indexName = typeof request.indexName === 'string' ? request.indexName : '';
    publishedOf(indexName);
    const params = paramsOf(request);
    if (request.type === 'facet') {
      if (typeof request.facet !== 'string') throw new ApiError(400, 'A facet request needs a `facet`.');
      const facet = request.facet;
      return () => search(indexName, { type: 'facet', facet, params });
    }
    return () => search(indexName, { params });
  }

  /** One operation of a batch, checked before any is applied (a bad one refuses the whole batch). */
  function batchOperation(value: unknown): (records: StagedRecords) => string | undefined {
    const { action, body } = asObject(value, 'Each batch request');
    switch (action) {
      case 'addObject':
      case 'updateObject': {
        const record = asRecord(body, action === 'addObject' ? randomUUID : undefined);
        return (records) => {
          records.set(record.objectID, record);
          return record.objectID;
        };
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const changes = asObject(body, `The body of ${action}`);
        const objectID = changes.objectID;
        if (typeof objectID !== 'string' || objectID === '') throw new ApiError(400, `${action} needs an objectID.`);
        partiallyUpdated(undefined, objectID, changes);
        return (records) => {
          const current = records.get(objectID);
          if (current || action === 'partialUpdateObject')
            records.set(objectID, partiallyUpdated(current, objectID, changes));
          return objectID;
        };
      }
      case 'deleteObject': {
        const objectID = asObject(body, 'The body of deleteObject').objectID;
        if (typeof objectID !== 'string') throw new ApiError(400, 'deleteObject needs an objectID.');
        return (records) => {
          records.delete(objectID);
          return objectID;
        };
      }
      case 'clear':
      case 'delete':
        return (records) => {
          records.clear();
          return undefined;
        };
      default:
        throw new ApiError(400, `Unsupported batch action: ${String(action)}`);
    }
  }

  function browse(indexName: string, body: unknown) {
    const started = performance.now();
    const { cursor, ...rest } = asObject(body ?? {}, 'The body');
    const params = checkedParams(rest);
    if (params.query)
      throw new ApiError(400, 'search:serve browses without a query: use facetFilters or numericFilters, or search.');
    let offset = 0;
    if (cursor !== undefined) {
      offset = Number(typeof cursor === 'string' ? Buffer.from(cursor, 'base64url').toString('utf8') : NaN);
      if (!Number.isInteger(offset) || offset < 0) throw new ApiError(400, 'Invalid cursor.');
    }
    const hitsPerPage = Math.max(1, Math.min(params.hitsPerPage ?? MAX_BROWSE_PAGE, MAX_BROWSE_PAGE));
    const passes = recordFilter(params);
    const matching = [...publishedOf(indexName).records.values()].filter(passes);
    const hits = matching.slice(offset, offset + hitsPerPage);
    const next = offset + hitsPerPage;
    return {
      hits,
      nbHits: matching.length,
      page: hitsPerPage > 0 ? Math.floor(offset / hitsPerPage) : 0,
      nbPages: hitsPerPage > 0 ? Math.ceil(matching.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query: '',
      params: '',
      ...(next < matching.length ? { cursor: Buffer.from(String(next)).toString('base64url') } : {}),
    };
  }

  const routes: Route[] = [
    {
      method: 'POST',
      path: ['indexes', '*', 'queries'],
      acl: 'search',
      handle: ({ body }) => ({
        results: boundedRequestsOf(body, MAX_QUERIES)
          .map(subSearch)
          .map((answer) => answer()),
      }),
    },
    {
      method: 'POST',
      path: ['indexes', '*', 'objects'],
      acl: 'search',
      handle: ({ body }) => ({
        results: boundedRequestsOf(body, MAX_OBJECTS).map((value) => {
          const { indexName, objectID, attributesToRetrieve } = asObject(value, 'Each request');
          const record =
            typeof indexName === 'string' && typeof objectID === 'string'
              ? store.published(indexName)?.records.get(objectID)
              : undefined;
          return record ? retrieved(record, attributeList(attributesToRetrieve)) : null;
        }),
      }),
    },
    { method: 'GET', path: ['indexes'], acl: 'admin', handle: () => ({ items: store.list(), nbPages: 1 }) },
    {
      method: 'GET',
      path: ['task', ':taskID'],
      acl: 'admin',
      handle: ({ params }) => ({ status: taskStatus(params.taskID) }),
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'query'],
      acl: 'search',
      handle: ({ params, body }) =>
        search(params.index as string, { params: paramsOf(asObject(body ?? {}, 'The body')) }),
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'facets', ':facet', 'query'],
      acl: 'search',
      handle: ({ params, body }) =>
        search(params.index as string, {
          type: 'facet',
          facet: params.facet as string,
          params: paramsOf(asObject(body ?? {}, 'The body')),
        }),
    },
    {
      method: 'GET',
      path: ['indexes', ':index', 'settings'],
      acl: 'admin',
      handle: ({ params }) => {
        publishedOf(params.index);
        return store.settings(params.index as string);
      },
    },
    {
      method: 'PUT',
      path: ['indexes', ':index', 'settings'],
      acl: 'admin',
      handle: ({ params, body }) => ({
        taskID: store.setSettings(params.index as string, asObject(body, 'The settings')),
        updatedAt: at(),
      }),
    },
    {
      method: 'GET',
      path: ['indexes', ':index', 'task', ':taskID'],
      acl: 'admin',
      handle: ({ params }) => ({
        status: taskStatus(params.taskID),
        pendingTask: taskStatus(params.taskID) !== 'published',
      }),
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'batch'],
      acl: 'admin',
      handle: ({ params, body }) => {
        const operations = requestsOf(body).map(batchOperation);
        if (counts) counts.batchOperations += operations.length;
        const objectIDs: string[] = [];
        const taskID = store.writeRecords(params.index as string, (records) => {
          const staged = stagedRecords(records);
          for (const operation of operations) {
            const id = operation(staged);
            if (id !== undefined) objectIDs.push(id);
          }
          staged.apply();
        });
        return { taskID, objectIDs };
      },
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'operation'],
      acl: 'admin',
      handle: ({ params, body }) => {
        const { operation, destination, scope } = asObject(body, 'The body');
        if ((operation !== 'move' && operation !== 'copy') || typeof destination !== 'string' || destination === '') {
          throw new ApiError(400, 'operation must be move or copy, with a destination.');
        }
        return {
          taskID: store.moveOrCopy(
            operation,
            params.index as string,
            destination,
            Array.isArray(scope) ? scope.map(String) : undefined,
          ),
          updatedAt: at(),
        };
      },
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'clear'],
      acl: 'admin',
      handle: ({ params }) => ({
        taskID: store.writeRecords(params.index as string, (records) => records.clear()),
        updatedAt: at(),
      }),
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'deleteByQuery'],
      acl: 'admin',
      handle: ({ params, body }) => {
        const filters = checkedParams(asObject(body, 'The body'));
        if (!filters.facetFilters?.length && !filters.numericFilters?.length)
          throw new ApiError(400, 'deleteBy needs facetFilters or numericFilters.');
        const passes = recordFilter(filters);
        const taskID = store.writeRecords(params.index as string, (records) => {
          for (const [id, record] of records) if (passes(record)) records.delete(id);
        });
        return { taskID, updatedAt: at() };
      },
    },
    {
      method: 'POST',
      path: ['indexes', ':index', 'browse'],
      acl: 'admin',
      handle: ({ params, body }) => browse(params.index as string, body),
    },
    {
      method: 'POST',
      path: ['indexes', ':index', ':objectID', 'partial'],
      acl: 'admin',
      handle: ({ params, query, body }) => {
        const objectID = params.objectID as string;
        const changes = asObject(body, 'The attributes to update');
        partiallyUpdated(undefined, objectID, changes);
        const create = query.get('createIfNotExists') !== 'false';
        const taskID = store.writeRecords(params.index as string, (records) => {
          const current = records.get(objectID);
          if (current || create) records.set(objectID, partiallyUpdated(current, objectID, changes));
        });
        return { taskID, objectID, updatedAt: at() };
      },
    },
    {
      method: 'GET',
      path: ['indexes', ':index', ':objectID'],
      acl: 'search',
      handle: ({ params, query }) => {
        const record = publishedOf(params.index).records.get(params.objectID as string);
        if (!record) throw new ApiError(404, ALGOLIA_MESSAGES.noObject);
        return retrieved(record, attributeList(query.get('attributesToRetrieve') ?? undefined));
      },
    },
    {
      method: 'PUT',
      path: ['indexes', ':index', ':objectID'],
      acl: 'admin',
      handle: ({ params, body }) => {
        const record = asRecord({ ...asObject(body, 'The record'), objectID: params.objectID });
        return { taskID: store.save(params.index as string, [record]), objectID: record.objectID, updatedAt: at() };
      },
    },
    {
      method: 'DELETE',
      path: ['indexes', ':index', ':objectID'],
      acl: 'admin',
      handle: ({ params }) => ({
        taskID: store.writeRecords(params.index as string, (records) => records.delete(params.objectID as string)),
        deletedAt: at(),
      }),
    },
    {
      method: 'POST',
      path: ['indexes', ':index'],
      acl: 'admin',
      handle: ({ params, body }) => {
        const record = asRecord(body, randomUUID);
        return { taskID: store.save(params.index as string, [record]), objectID: record.objectID, createdAt: at() };
      },
    },
    {
      method: 'DELETE',
      path: ['indexes', ':index'],
      acl: 'admin',
      handle: ({ params }) => ({ taskID: store.delete(params.index as string), deletedAt: at() }),
    },
  ];

  function taskStatus(taskID: string | undefined) {
    const status = store.taskStatus(Number(taskID));
    if (!status) throw new ApiError(404, ALGOLIA_MESSAGES.noTask);
    return status;
  }

  function match(
    method: string,
    segments: readonly string[],
  ): { route: Route; params: Record<string, string> } | undefined {
    for (const route of routes) {
      if (route.method !== method || route.path.length !== segments.length) continue;
      if (!route.path.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
      const params: Record<string, string> = {};
      route.path.forEach((part, i) => {
        if (part.startsWith(':')) params[part.slice(1)] = segments[i] as string;
      });
      return { route, params };
    }
    return undefined;
  }

  async function answer(req: IncomingMessage): Promise<unknown> {
    const target = req.url ?? '/';
    const query = new URLSearchParams(searchOfTarget(target));
    const { appId, apiKey } = credentials(req, query);
    const admin = apiKey !== undefined && sameSecret(apiKey, keys.adminKey);
    const known = admin || (apiKey !== undefined && sameSecret(apiKey, keys.searchKey));
    if (appId === undefined || !sameSecret(appId, keys.appId) || !known)
      throw new ApiError(403, ALGOLIA_MESSAGES.invalidCredentials);
    const [version, ...segments] = pathOfTarget(target)
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          throw new ApiError(400, 'The path is not valid percent-encoding.');
        }
      });
    const found = version === '1' ? match(req.method ?? 'GET', segments) : undefined;
    if (!found) throw new ApiError(404, ALGOLIA_MESSAGES.notFound);
    if (found.route.acl === 'admin' && !admin) throw new ApiError(403, ALGOLIA_MESSAGES.notAllowed);
    const body =
      req.method === 'POST' || req.method === 'PUT'
        ? await readJsonBody(req, admin ? WRITE_BODY_LIMIT : READ_BODY_LIMIT)
        : undefined;
    if (counts) counts[writes(found.route) ? 'writes' : 'reads'] += 1;
    return found.route.handle({ params: found.params, query, body });
  }

  const send = (res: ServerResponse, status: number, value: unknown) =>
    sendJson(res, status, value, { 'access-control-allow-origin': '*' });

  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    answer(req).then(
      (value) => send(res, 200, value),
      (error: unknown) => {
        // A client that went away mid-body gets no answer (nothing is left to read it), and is no fault of the server.
        if (req.readableAborted) return;
        const known = error instanceof ApiError || error instanceof BodyError;
        const status = known ? error.status : error instanceof SearchParamsError ? 400 : 500;
        if (status === 500) console.error('search:serve:', error);
        send(res, status, { message: status === 500 ? 'Internal error' : (error as Error).message, status });
      },
    );
  };
}
