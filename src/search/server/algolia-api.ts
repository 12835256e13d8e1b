import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { BodyError, readJsonBody } from '../../http/body.js';
import { sendJson } from '../../http/json-response.js';
import { sameSecret } from '../../http/secret.js';
import type { SearchParams, SearchRequest } from '../local-engine.js';
import type { SearchRecord } from '../search-record.js';
import type { IndexStore } from './index-store.js';

/** The keys an embedded Algolia API accepts: the search key reads, the admin key reads and writes. */
export interface ApiKeys {
  appId: string;
  searchKey: string;
  adminKey: string;
}

/** Batches are how records arrive (1,000 per call from `replaceAllObjects`): 50 MB leaves room for 10 KB records. */
const BODY_LIMIT = 50 * 1024 * 1024;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Algolia's parameters as a query string (`query=a&hitsPerPage=2&facets=%5B%22type%22%5D`): JSON values decoded. */
function parseParamString(params: string): SearchParams {
  return Object.fromEntries(
    [...new URLSearchParams(params)].map(([key, value]) => {
      try {
        return [key, JSON.parse(value) as unknown];
      } catch {
        return [key, value];
      }
    }),
  );
}

/** One request's parameters, in either of the client's shapes: `{params: "a=b"}` (v4, InstantSearch) or flattened (v5). */
function paramsOf(request: Record<string, unknown>): SearchParams {
  const { indexName: _index, type: _type, facet: _facet, params, ...flat } = request;
  return { ...flat, ...(typeof params === 'string' ? parseParamString(params) : ((params as SearchParams | undefined) ?? {})) };
}

const asObject = (value: unknown, what: string): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, `${what} must be a JSON object.`);
  return value as Record<string, unknown>;
};

function asRecord(value: unknown): SearchRecord {
  const record = asObject(value, 'Each record');
  if (typeof record.objectID !== 'string' || record.objectID === '') throw new ApiError(400, 'Each record needs an objectID.');
  return record as unknown as SearchRecord;
}

/** The credentials of a request: headers, or query parameters (how browser clients send them, avoiding a preflight). */
function credentials(req: IncomingMessage, url: URL): { appId: string | undefined; apiKey: string | undefined } {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    appId: header('x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id') ?? undefined,
    apiKey: header('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key') ?? undefined,
  };
}

/**
 * Algolia's REST API over the embedded engine, for offline use and tests (not a production search service: one
 * process, in memory, no replication): the search calls InstantSearch and `algoliasearch` make, and the write calls
 * of `replaceAllObjects` and `setSettings`. Every request needs the application id and a key: the search key may only
 * search, the admin key may also write; anything else is a 403.
 */
export function algoliaApi({ store, keys }: { store: IndexStore; keys: ApiKeys }): RequestListener {
  let lastTask = 0;
  const task = () => ({ taskID: (lastTask += 1), updatedAt: new Date().toISOString() });

  async function route(req: IncomingMessage, url: URL): Promise<unknown> {
    const { appId, apiKey } = credentials(req, url);
    const write = apiKey !== undefined && sameSecret(apiKey, keys.adminKey);
    if (appId !== keys.appId || !(write || (apiKey !== undefined && sameSecret(apiKey, keys.searchKey)))) throw new ApiError(403, 'Invalid Application-ID or API key');
    const needWrite = () => {
      if (!write) throw new ApiError(403, 'Method not allowed with this API key');
    };
    const method = req.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0] !== '1') throw new ApiError(404, 'Not found');
    const body = method === 'POST' || method === 'PUT' ? await readJsonBody(req, BODY_LIMIT) : undefined;

    if (segments[1] === 'task' && segments[2] && method === 'GET') return { status: 'published' };
    if (segments[1] !== 'indexes') throw new ApiError(404, 'Not found');
    const [, , indexName, action, ...rest] = segments;
    if (!indexName) throw new ApiError(404, 'Not found');

    if (indexName === '*' && action === 'queries' && method === 'POST') {
      const requests = asObject(body, 'The body').requests;
      if (!Array.isArray(requests)) throw new ApiError(400, 'The body needs a `requests` array.');
      const results = requests.map((value) => {
        const request = asObject(value, 'Each request');
        const name = String(request.indexName ?? '');
        const search: SearchRequest = {
          indexName: name,
          type: request.type === 'facet' ? 'facet' : 'default',
          ...(typeof request.facet === 'string' ? { facet: request.facet } : {}),
          params: paramsOf(request),
        };
        return store.engine(name).search([search]).results[0];
      });
      return { results };
    }
    if (action === 'query' && method === 'POST') {
      return store.engine(indexName).search([{ indexName, params: paramsOf(asObject(body ?? {}, 'The body')) }]).results[0];
    }
    if (action === 'facets' && rest[1] === 'query' && rest[0] && method === 'POST') {
      return store.engine(indexName).search([{ indexName, type: 'facet', facet: rest[0], params: paramsOf(asObject(body ?? {}, 'The body')) }]).results[0];
    }
    if (action === 'task' && method === 'GET') return { status: 'published', pendingTask: false };
    if (action === 'settings' && method === 'GET') {
      if (!store.has(indexName)) throw new ApiError(404, 'Index does not exist');
      return store.settings(indexName);
    }
    if (action === 'settings' && method === 'PUT') {
      needWrite();
      store.setSettings(indexName, asObject(body, 'The settings'));
      return task();
    }
    if (action === 'batch' && method === 'POST') {
      needWrite();
      const requests = asObject(body, 'The body').requests;
      if (!Array.isArray(requests)) throw new ApiError(400, 'The body needs a `requests` array.');
      const objectIDs: string[] = [];
      for (const value of requests) {
        const { action: operation, body: payload } = asObject(value, 'Each batch request');
        if (operation === 'addObject' || operation === 'updateObject') {
          const record = asRecord(payload);
          store.save(indexName, [record]);
          objectIDs.push(record.objectID);
        } else if (operation === 'deleteObject') {
          const id = String(asObject(payload, 'The body of deleteObject').objectID ?? '');
          store.remove(indexName, [id]);
          objectIDs.push(id);
        } else if (operation === 'clear') {
          store.clear(indexName);
        } else {
          throw new ApiError(400, `Unsupported batch action: ${String(operation)}`);
        }
      }
      return { ...task(), objectIDs };
    }
    if (action === 'operation' && method === 'POST') {
      needWrite();
      const { operation, destination, scope } = asObject(body, 'The body');
      if ((operation !== 'move' && operation !== 'copy') || typeof destination !== 'string' || destination === '') {
        throw new ApiError(400, 'operation must be move or copy, with a destination.');
      }
      store.moveOrCopy(operation, indexName, destination, Array.isArray(scope) ? scope.map(String) : undefined);
      return task();
    }
    if (action === 'clear' && method === 'POST') {
      needWrite();
      store.clear(indexName);
      return task();
    }
    if (action === undefined && method === 'DELETE') {
      needWrite();
      store.delete(indexName);
      return { taskID: task().taskID, deletedAt: new Date().toISOString() };
    }
    throw new ApiError(404, 'Not found');
  }

  const send = (res: ServerResponse, status: number, value: unknown) => sendJson(res, status, value, { 'access-control-allow-origin': '*' });

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
    const url = new URL(req.url ?? '/', 'http://localhost');
    route(req, url).then(
      (value) => send(res, 200, value),
      (error: unknown) => {
        const status = error instanceof ApiError || error instanceof BodyError ? error.status : 400;
        send(res, status, { message: error instanceof Error ? error.message : String(error), status });
      },
    );
  };
}
