import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatProblem } from '../store/content-validation-error.js';
import { loadContentForReload } from '../store/load-content.js';
import type { ContentStore } from '../store/content-store.js';
import type { LoadedContent } from '../store/loaded-content.js';
import { reloadContent } from '../store/reload-content.js';
import { codeHash } from '../store/code-hash.js';
import { openAnswerCache, type AnswerCache } from './answer-cache.js';
import type { FaultOptions } from '../../config/fault-spec.js';
import { UPLOADS_PATH } from '../../content-model/api/uploads-path.js';
import { printable } from '../../io/printable.js';
import { createRequestHandler } from './request-handler.js';
import { createRequestStats, type RequestStats } from './request-stats.js';
import type { RequestRate } from '../../content-model/api/request-rate.js';

export type ContentServerOptions = ({ store: ContentStore; dir?: never } | { dir: string; store?: never }) & {
  /** The accepted API token (see generateServiceToken for a service given none). */
  token: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  faults?: FaultOptions;
  /**
   * The absolute URL upload URLs start with in answers (`{assetUrl}{filename}?{imgix params}`, CONTENT_ASSET_URL);
   * default: the service's own `/uploads/`, which it serves (see upload-files.ts).
   */
  assetUrl?: string;
  /** DatoCMS's per-token limit turned on (e.g. DATOCMS_REQUEST_RATE): 429 beyond it (default: no limit). */
  rateLimit?: RequestRate;
  /**
   * The folder to keep answers in, as DatoCMS's CDN keeps them (answer-cache.ts; a service started on `dir` only):
   * a later service on the same content, with the same code, answers a query from it instead of executing it.
   */
  answerCache?: string;
};

export interface ContentServer {
  /** The base URL, with a trailing slash: POST here, or to `${url}preview` for drafts. */
  url: string;
  /** The URL the answers' upload URLs start with, with a trailing slash (see ContentServerOptions.assetUrl). */
  assetUrl: string;
  close(): Promise<void>;
  /** Replaces the injected faults (undefined = none) and restarts their pseudo-random sequence. */
  setFaults(faults: FaultOptions | undefined): void;
  stats(): RequestStats;
  resetStats(): void;
  /**
   * Reads the content folder again (a service started on `dir`) and answers from it from then on: only the files
   * that changed since the last load are read (reload-content.ts; the log says when the whole folder is, and why).
   * When the folder does not load (a file being edited is invalid), it rejects with the problems and keeps answering
   * the content it had. Reloads run one at a time.
   */
  reload(): Promise<void>;
}

/**
 * The answers kept for `loaded`'s content and this code (the version their folder is named by); none, with a warning,
 * when their folder cannot be made (the service then executes every query, as without it).
 */
async function keptAnswers(
  root: string,
  loaded: LoadedContent,
  assetUrl: string,
): Promise<{ store: ContentStore; cache: AnswerCache } | undefined> {
  const version = createHash('sha256')
    .update(codeHash([import.meta.filename]))
    .update('\0')
    .update(loaded.fingerprint ?? '')
    .digest('hex');
  try {
    return {
      store: loaded.store,
      cache: await openAnswerCache({ root, contentDir: loaded.store.dir, version, assetUrl }),
    };
  } catch (error) {
    console.warn(
      `[content] answers are not kept in ${root}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/** Tells editors, in the build's or the service's log, what to fix in the files (one line each: file, field, reason). */
function reportWarnings(store: ContentStore): void {
  if (store.warnings.length === 0) return;
  const lines = store.warnings.map((warning) => `  ${formatProblem(warning)}`);
  console.warn(`[content] ${store.warnings.length} French typography warning(s) in ${store.dir}:\n${lines.join('\n')}`);
}

/**
 * Starts the embedded content service: a DatoCMS CDA look-alike serving GraphQL over the content files (`dir`) or
 * an already loaded store. Loading errors (ContentValidationError) reject the returned promise.
 */
export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  let loaded: LoadedContent | undefined = options.store
    ? undefined
    : await loadContentForReload(options.dir, { fingerprint: options.answerCache !== undefined });
  let store = options.store ?? (loaded as LoadedContent).store;
  if (!options.store) reportWarnings(store);
  let reloading: Promise<unknown> = Promise.resolve();
  const stats = createRequestStats();
  const lifetime = new AbortController();
  const server = createServer();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = urlOf(server.address() as AddressInfo);
  // The default asset URL names the port the service got, so the handler is made once it listens.
  const assetUrl = (options.assetUrl ?? new URL(UPLOADS_PATH, url).href).replace(/\/*$/, '/');
  const answers =
    options.answerCache && loaded?.fingerprint ? await keptAnswers(options.answerCache, loaded, assetUrl) : undefined;
  const handler = createRequestHandler({
    store: () => store,
    // Kept for the store they were made from: a reload that changed the content answers by executing.
    answers: () => (answers && store === answers.store ? answers.cache : undefined),
    token: options.token,
    faults: options.faults,
    assetUrl,
    rateLimit: options.rateLimit,
    stats,
    signal: lifetime.signal,
  });
  server.on('request', handler);

  return {
    url,
    assetUrl,
    close() {
      lifetime.abort();
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
    setFaults: handler.setFaults,
    stats: stats.snapshot,
    resetStats: stats.reset,
    reload() {
      if (!loaded)
        return Promise.reject(
          new Error('This content service serves a store it was given: there is no folder to reload.'),
        );
      // Each reload starts from what the one before left.
      const reload = reloading.then(async () => {
        const { loaded: next, kind, reason } = await reloadContent(loaded as LoadedContent);
        if (kind === 'full')
          console.log(`[content] read the whole folder ${printable(next.store.dir)} again: ${printable(reason ?? '')}`);
        if (next.store !== store) reportWarnings(next.store);
        loaded = next;
        store = next.store;
      });
      reloading = reload.catch(() => undefined);
      return reload;
    },
  };
}
