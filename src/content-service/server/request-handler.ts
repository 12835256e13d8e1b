import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonText } from '../../http/json-response.js';
import { requestLine } from '../../http/request-log.js';
import { dispatch, type RouteCall } from '../../http/route-table.js';
import { MAX_COMPLEXITY } from '../schema/complexity.js';
import { contentQueryResponse } from '../schema/execute.js';
import type { AnswerCache, AnswerRequest, CachedAnswer } from './answer-cache.js';
import type { ContentStore } from '../store/content-store.js';
import { corsHeaders, sendCdaError } from './cda-answers.js';
import { readContentRequest } from './content-request.js';
import { contentRouteTable } from './content-routes.js';
import { playFault } from './fault-response.js';
import type { FaultOptions } from '../../config/fault-spec.js';
import { createFaultInjector, type FaultInjector } from './faults.js';
import type { RequestStatsTracker } from './request-stats.js';
import { serveUploadFile } from './upload-files.js';
import { createRateWindow, type RequestRate } from '../../content-model/api/request-rate.js';

export interface RequestHandlerOptions {
  /** The content each request reads: the service's current store (a reload replaces it between requests). */
  store: () => ContentStore;
  token: string;
  faults: FaultOptions | undefined;
  /** The absolute URL upload URLs start with: CONTENT_ASSET_URL, else the service's own `/uploads/`. */
  assetUrl: string;
  stats: RequestStatsTracker;
  /** Answer 429 beyond this rate, as DatoCMS does per token (default: no limit). */
  rateLimit?: RequestRate | undefined;
  /** Aborted when the service closes, to cut injected delays short. */
  signal: AbortSignal;
  /** Where the answers to the current store are kept (answer-cache.ts), if anywhere. */
  answers?: () => AnswerCache | undefined;
}

export interface RequestHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  setFaults(faults: FaultOptions | undefined): void;
}

export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const { store, token, stats, signal } = options;
  let faults = options.faults;
  let injector: FaultInjector | undefined = faults && createFaultInjector(faults);
  const rateWindow = options.rateLimit && createRateWindow(options.rateLimit);

  /** Counts the request (arrived at `now`) against the rate limit, or answers 429 with how long to wait (false) when over it. */
  function withinRate(res: ServerResponse, now: number): boolean {
    if (!rateWindow || !options.rateLimit) return true;
    const waitMs = rateWindow.waitMs(now);
    if (waitMs === 0) {
      rateWindow.record(now);
      return true;
    }
    stats.limited();
    sendCdaError(res, 429, 'RATE_LIMIT_EXCEEDED', "Too many requests: the API's rate limit is reached", {
      'X-RateLimit-Limit': String(options.rateLimit.perSecond),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': (waitMs / 1000).toFixed(3),
      'Retry-After': String(Math.ceil(waitMs / 1000)),
    });
    return false;
  }

  /** The answer to `request`: kept, or executed (and kept when it has no error). `X-Cache` says which, as a CDN's does. */
  async function answer(request: AnswerRequest): Promise<CachedAnswer & { cache?: 'HIT' | 'MISS' }> {
    const cache = options.answers?.();
    const kept = await cache?.read(request);
    if (kept) {
      stats.cached();
      return { ...kept, cache: 'HIT' };
    }
    const current = store();
    const response = await contentQueryResponse(current, request, { uploadsBaseUrl: options.assetUrl });
    const executed = {
      body: Buffer.from(response.body),
      complexity: response.complexity,
      cacheTags: response.cacheTags && [...response.cacheTags],
    };
    if (!cache) return executed;
    // Only an answer without errors is kept (a build stops at one; the next may be asked after a fix to the query),
    // and only if the content it was made from is still the service's.
    if (!response.failed && store() === current) cache.write(request, executed);
    return { ...executed, cache: 'MISS' };
  }

  /** A GraphQL query to a CDA endpoint whose token was accepted (content-routes.ts). */
  async function query({ req, res, params }: RouteCall): Promise<void> {
    const arrived = performance.now();
    const incoming = await readContentRequest(req, {
      environment: params.environment,
      preview: params.preview !== undefined,
    });
    if (incoming.kind === 'aborted') return;
    if (incoming.kind === 'rejected') {
      sendCdaError(res, incoming.status, incoming.code, incoming.message);
      return;
    }
    if (!withinRate(res, arrived)) return;
    const fault = injector?.next();
    if (fault && faults && (await playFault(res, fault, faults, signal))) return;

    const { query, variables } = incoming.request;
    const { includeDrafts, excludeInvalid } = incoming;
    // DatoCMS answers the header only to `true`; any other value is as if it were absent.
    const cacheTags = req.headers['x-cache-tags'] === 'true';
    const response = await answer({ query, variables, includeDrafts, excludeInvalid, cacheTags });
    const { body, complexity } = response;
    const complexityHeaders =
      complexity === undefined
        ? {}
        : { 'X-Complexity': String(complexity), 'X-Max-Complexity': String(MAX_COMPLEXITY) };
    const tagHeaders = response.cacheTags ? { 'X-Cache-Tags': response.cacheTags.join(' ') } : {};
    const cacheHeaders = response.cache ? { 'X-Cache': response.cache } : {};
    sendJsonText(res, 200, body, { ...corsHeaders, ...complexityHeaders, ...tagHeaders, ...cacheHeaders });
  }

  const table = contentRouteTable(token, {
    query,
    uploadFile: (call) => serveUploadFile(call, store()),
  });

  return Object.assign(
    (req: IncomingMessage, res: ServerResponse) => {
      res.once('close', stats.begin());
      dispatch(table, req, res).catch((error: unknown) => {
        console.error('[content-server] request failed:', requestLine(req), error);
        sendCdaError(res, 500, 'INTERNAL_ERROR', error instanceof Error ? error.message : String(error));
      });
    },
    {
      setFaults(next: FaultOptions | undefined) {
        faults = next;
        injector = next && createFaultInjector(next);
      },
    },
  );
}
