import { cacheKey } from './cache-key.js';
import { ContentDataError, ContentRequestError, ContentResponseError, type GraphqlErrorLike } from './errors.js';
import { fetchAllPages, type FetchAllPagesOptions } from './fetch-all-pages.js';
import type { RequestRate } from '../content-model/api/request-rate.js';
import { createRequestPacer } from './request-pacer.js';
import { backoffDelay, rateLimitDelay } from './retry-delay.js';
import { streamPages, type StreamPagesOptions } from './stream-pages.js';
import type { CacheTagSink, QueryBehaviour, QueryFunction, Variables } from './query-types.js';

export interface ContentClientOptions {
  /** The API base URL; `/preview` is appended in preview mode. */
  url: string;
  token: string;
  /** Include drafts (default false): `/preview` appended to the URL, as the specification says, and the
   * `X-Include-Drafts: true` header that DatoCMS documents today (both mean the same; the path form is deprecated). */
  preview?: boolean;
  fetch?: typeof globalThis.fetch;
  /**
   * Cache results in memory by query and variables, and share one pending request between identical concurrent
   * ones (default: on the server and not in preview). Cached results are shared: treat them as read-only.
   */
  cache?: boolean;
  /** Retries after a 429, a 5xx, a network error, a timeout or a body that is not JSON (default 3). */
  retries?: number;
  /** Time allowed for one attempt, body included (default 15000 ms). */
  timeoutMs?: number;
  /** Base of the exponential backoff (default 250 ms; the n-th retry waits 2^n·base/2 to 2^n·base). */
  retryBaseMs?: number;
  /** Longest wait before one retry, also for `X-RateLimit-Reset` (default 30000 ms). */
  maxRetryWaitMs?: number;
  /** Start at most this many requests a second and a minute, retries included (default: no limit). */
  rateLimit?: RequestRate;
  /** Told of each retry before its wait, e.g. to log it. */
  onRetry?: (event: RetryEvent) => void;
  /**
   * Upload URLs the site publishes itself: in every answer, text starting with `from` (the embedded service's asset
   * URL) starts with `to` instead (the site path `/uploads/`: see site-content-client.ts).
   */
  siteAssets?: { from: string; to: string };
}

export interface RetryEvent {
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  /** The failure being retried. */
  error: Error;
}

export interface ContentClient {
  readonly preview: boolean;
  /**
   * Runs a query and resolves with its `data`; rejects with the spec's messages (see errors.ts). `cache: false` asks
   * anew and keeps nothing (records loaded once, for one page each); `tags` is told the response's cache tags.
   */
  query<T>(document: string, variables?: Variables, behaviour?: QueryBehaviour): Promise<T>;
  /** Every item of a collection, paging by 500 (see fetchAllPages). */
  queryAll<TData, TItem, TCount = unknown>(
    options: FetchAllPagesOptions<TData, TItem, TCount>,
    /** `cache: false` fetches every page anew and keeps nothing (a build's collection lists). Default: as `query`. */
    behaviour?: QueryBehaviour,
  ): Promise<TItem[]>;
  /**
   * A collection one page at a time (see streamPages), never cached: for collections read once and too large to
   * keep, like every record of a detail page type in a build.
   */
  queryPages<TData, TItem>(
    options: StreamPagesOptions<TData, TItem>,
    behaviour?: { tags?: CacheTagSink | undefined },
  ): AsyncIterable<readonly TItem[]>;
  clearCache(): void;
}

/** A response's data and the cache tags it names. */
interface Answer {
  data: unknown;
  tags: readonly string[];
}

type Attempt = { kind: 'done'; answer: Answer } | { kind: 'fail'; error: Error; retryable: boolean; waitMs?: number };

/** The tags of a response's `X-Cache-Tags` header (none when the API sends none). */
function cacheTagsOf(response: Response): readonly string[] {
  return (
    response.headers
      .get('X-Cache-Tags')
      ?.split(' ')
      .filter((tag) => tag !== '') ?? []
  );
}

function endpointOf(url: string, preview: boolean): string {
  if (!preview) return url;
  const endpoint = new URL(url);
  endpoint.pathname = `${endpoint.pathname.replace(/\/+$/, '')}/preview`;
  return endpoint.href;
}

/** Describes a failure without a usable response: a timeout, or fetch's error with its cause's code if any. */
function requestError(error: unknown, timeoutMs: number): ContentRequestError {
  if (!(error instanceof Error)) return new ContentRequestError(String(error), { cause: error });
  if (error.name === 'TimeoutError') {
    return new ContentRequestError(`no complete response within ${timeoutMs} ms`, { cause: error });
  }
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  const detail = typeof code === 'string' ? ` (${code})` : '';
  return new ContentRequestError(`${error.message}${detail}`, { cause: error });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createContentClient(options: ContentClientOptions): ContentClient {
  const preview = options.preview ?? false;
  const useCache = options.cache ?? (!preview && typeof window === 'undefined');
  const retries = options.retries ?? 3;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retryBaseMs = options.retryBaseMs ?? 250;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 30_000;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const endpoint = endpointOf(options.url, preview);
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${options.token}`,
    // Strict mode: invalid records are left out and required fields are non-null, as the generated types say.
    'X-Exclude-Invalid': 'true',
    // What each response read, for the build to know which pages a change invalidates.
    'X-Cache-Tags': 'true',
    ...(preview ? { 'X-Include-Drafts': 'true' } : {}),
  };
  const cache = new Map<string, Promise<Answer>>();
  const { siteAssets } = options;
  // A URL has no character JSON escapes, so it is found and replaced in the answer's text as it is.
  const siteAssetPaths = (text: string): string =>
    siteAssets ? text.replaceAll(siteAssets.from, siteAssets.to) : text;
  const pacer = options.rateLimit && createRequestPacer(options.rateLimit);

  /** One attempt, counted by the pacer (if any) until it ends. */
  async function attempt(body: string): Promise<Attempt> {
    const ended = await pacer?.turn();
    try {
      return await exchange(body);
    } finally {
      ended?.();
    }
  }

  async function exchange(body: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await doFetch(endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return { kind: 'fail', error: requestError(error, timeoutMs), retryable: true };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const error = new ContentResponseError(response.status);
      if (response.status === 429) {
        const waitMs = rateLimitDelay(response.headers.get('X-RateLimit-Reset'), maxRetryWaitMs);
        return { kind: 'fail', error, retryable: true, ...(waitMs !== undefined && { waitMs }) };
      }
      return { kind: 'fail', error, retryable: response.status >= 500 };
    }
    let payload: { data?: unknown; errors?: GraphqlErrorLike[] | null } | null;
    try {
      payload = JSON.parse(siteAssetPaths(await response.text())) as typeof payload;
    } catch (error) {
      return { kind: 'fail', error: requestError(error, timeoutMs), retryable: true };
    }
    if (payload?.errors != null) {
      const errors = Array.isArray(payload.errors) ? payload.errors : [];
      return { kind: 'fail', error: new ContentDataError(errors), retryable: false };
    }
    if (payload?.data === undefined) return { kind: 'fail', error: new ContentDataError([]), retryable: false };
    return { kind: 'done', answer: { data: payload.data, tags: cacheTagsOf(response) } };
  }

  async function send(document: string, variables: Variables | undefined): Promise<Answer> {
    const body = JSON.stringify({ query: document, variables: variables ?? {} });
    for (let retry = 0; ; retry += 1) {
      const result = await attempt(body);
      if (result.kind === 'done') return result.answer;
      if (!result.retryable || retry >= retries) throw result.error;
      const delayMs = result.waitMs ?? backoffDelay(retry, retryBaseMs, maxRetryWaitMs);
      options.onRetry?.({ attempt: retry + 1, delayMs, error: result.error });
      await sleep(delayMs);
    }
  }

  function answer(document: string, variables: Variables | undefined, cached: boolean): Promise<Answer> {
    if (!useCache || !cached) return send(document, variables);
    const key = cacheKey(document, variables);
    let pending = cache.get(key);
    if (!pending) {
      const request = send(document, variables);
      cache.set(key, request);
      request.catch(() => {
        if (cache.get(key) === request) cache.delete(key);
      });
      pending = request;
    }
    return pending;
  }

  // `T` is the caller's description of the document's data: it is asserted, not checked.
  async function query<T>(
    document: string,
    variables?: Variables,
    { cache: cached = true, tags }: QueryBehaviour = {},
  ): Promise<T> {
    const { data, tags: read } = await answer(document, variables, cached);
    tags?.(read);
    return data as T;
  }

  /** `query` as a QueryFunction with one behaviour. */
  const queryWith =
    (behaviour: QueryBehaviour): QueryFunction =>
    (document, variables) =>
      query(document, variables, behaviour);

  return {
    preview,
    query,
    queryAll: (pagesOptions, behaviour = {}) => fetchAllPages(queryWith(behaviour), pagesOptions),
    queryPages: (pagesOptions, { tags } = {}) => streamPages(queryWith({ cache: false, tags }), pagesOptions),
    clearCache: () => cache.clear(),
  };
}
