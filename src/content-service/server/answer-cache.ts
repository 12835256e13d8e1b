import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { readRegularFile, RefusedFile } from '../../io/regular-file.js';
import { replaceFile } from '../../io/replace-file.js';
import { contentFolderKey, projectCacheFolder } from '../store/content-caches.js';

/** The folders of content folders kept (the newest) beyond those used within the day: a few checkouts' or test sets' worth. */
const KEPT_CONTENT_FOLDERS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a build's content service keeps its answers: `.cache/content-answers/` in the project. */
export function answerCacheRoot(): string {
  return projectCacheFolder('content-answers');
}

/** The folder under `root` of the answers to the content folder `contentDir` (each version's in a folder of its own). */
export function contentAnswersFolder(root: string, contentDir: string): string {
  return join(root, contentFolderKey(contentDir));
}

/** What identifies a query's answer besides the content and the code: the request as the CDA reads it. */
export interface AnswerRequest {
  query: string;
  variables: Readonly<Record<string, unknown>> | undefined;
  includeDrafts: boolean;
  excludeInvalid: boolean;
  cacheTags: boolean;
}

/** An answer as the service sends it: its body and what its `X-Complexity` and `X-Cache-Tags` headers say. */
export interface CachedAnswer {
  body: Buffer;
  complexity: number | undefined;
  cacheTags: readonly string[] | undefined;
}

export interface AnswerCache {
  /** The answer stored for `request`, its upload URLs starting with this service's asset URL; undefined when none. */
  read(request: AnswerRequest): Promise<CachedAnswer | undefined>;
  /** Stores an answer (in the background: a write that fails costs only the next service's execution of the query). */
  write(request: AnswerRequest, answer: CachedAnswer): void;
}

/** The header line before a stored body: its headers' values and where the asset URL stood in it. */
interface StoredHeader {
  complexity: number | null;
  cacheTags: readonly string[] | null;
  /** Offsets in the stored body (the asset URL taken out) where it stood, ascending. */
  assets: number[];
}

const NEWLINE = 0x0a;
/**
 * The largest answer kept and read back: 64 MB, ten times the largest answer of the site at 100,000 pages (5.8 MB).
 * A larger one is answered anew each time; a larger file, or one that is no regular file, is not read.
 */
export const KEPT_ANSWER_MAX_BYTES = 64 * 1024 * 1024;
/** The modes of the answers and of the folders the cache creates: the owner's alone. */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

function keyOf(request: AnswerRequest): string {
  const { includeDrafts, excludeInvalid, cacheTags, query, variables } = request;
  return createHash('sha256')
    .update(JSON.stringify([includeDrafts, excludeInvalid, cacheTags, query, variables ?? null]))
    .digest('hex');
}

/** The body without the asset URL, and where it stood: the URL names the service's port, another at each start. */
function withoutAssetUrl(body: Buffer, assetUrl: Buffer): { stored: Buffer[]; assets: number[] } {
  const stored: Buffer[] = [];
  const assets: number[] = [];
  let kept = 0;
  let from = 0;
  for (let at = body.indexOf(assetUrl, from); at !== -1; at = body.indexOf(assetUrl, from)) {
    stored.push(body.subarray(from, at));
    kept += at - from;
    assets.push(kept);
    from = at + assetUrl.length;
  }
  stored.push(body.subarray(from));
  return { stored, assets };
}

function withAssetUrl(stored: Buffer, assets: readonly number[], assetUrl: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of assets) {
    parts.push(stored.subarray(from, at), assetUrl);
    from = at;
  }
  parts.push(stored.subarray(from));
  return Buffer.concat(parts);
}

function parseHeader(text: string): StoredHeader | undefined {
  try {
    const header = JSON.parse(text) as Partial<StoredHeader> | null;
    const { complexity, cacheTags, assets } = header ?? {};
    const valid =
      (complexity === null || typeof complexity === 'number') &&
      (cacheTags === null || (Array.isArray(cacheTags) && cacheTags.every((tag) => typeof tag === 'string'))) &&
      Array.isArray(assets) &&
      assets.every((at, index) => Number.isInteger(at) && at >= (assets[index - 1] ?? 0));
    return valid ? ({ complexity, cacheTags, assets } as StoredHeader) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the folders of other versions of this content, and those of other content folders beyond the newest
 * KEPT_CONTENT_FOLDERS that were not opened within the day (another service may be using them).
 */
function pruneOthers(root: string, contentFolder: string, versionFolder: string): void {
  const others = (folder: string, current: string) =>
    readdirSync(folder)
      .map((name) => join(folder, name))
      .filter((path) => path !== current)
      .map((path) => ({ path, modified: statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.modified - a.modified);
  const dayAgo = Date.now() - DAY_MS;
  const stale = [
    ...others(contentFolder, versionFolder),
    ...others(root, contentFolder)
      .slice(KEPT_CONTENT_FOLDERS - 1)
      .filter(({ modified }) => modified < dayAgo),
  ];
  for (const { path } of stale) void rm(path, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * The CDN in front of the embedded service. DatoCMS answers a query it answered before from its CDN until a publish
 * changes what the answer read; a build after a code change (the content as it was) so costs the hosted CMS no
 * execution. The embedded service keeps its answers the same way, on disk so that they outlive its process as the
 * CDN outlives a build: under `{root}/{content folder}/{version}/`, the version a hash of the service's code and of
 * everything the store serves (`fingerprint`): any change to either, and every answer is made again (the folders of
 * other versions are removed). Each file: a JSON header line (the answer's complexity and cache tags, where the asset
 * URL stood), then the body without the asset URL, which names the service's port. An answer may hold drafts: the
 * files are the owner's alone (0600), and so are the folders the cache creates (0700).
 */
export async function openAnswerCache({
  root,
  contentDir,
  version,
  assetUrl,
}: {
  root: string;
  contentDir: string;
  version: string;
  assetUrl: string;
}): Promise<AnswerCache> {
  const contentFolder = contentAnswersFolder(root, contentDir);
  const folder = join(contentFolder, version.slice(0, 32));
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  const now = new Date();
  await utimes(contentFolder, now, now);
  pruneOthers(root, contentFolder, folder);
  const assetBytes = Buffer.from(assetUrl);
  let warned = false;
  let warnedRead = false;
  /** A kept answer that is not one is a miss (the query is executed, its answer kept anew), said once per service. */
  const unread = (path: string, reason: string): undefined => {
    if (!warnedRead) {
      warnedRead = true;
      console.warn(`[content] the kept answer ${path} ${reason}: such answers are made anew`);
    }
    return undefined;
  };
  return {
    async read(request) {
      const path = join(folder, keyOf(request));
      let file: Buffer;
      try {
        file = await readRegularFile(path, KEPT_ANSWER_MAX_BYTES);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        return unread(path, error instanceof RefusedFile ? error.message : `is unreadable (${String(error)})`);
      }
      const end = file.indexOf(NEWLINE);
      const header = end === -1 ? undefined : parseHeader(file.toString('utf8', 0, end));
      const stored = file.subarray(end + 1);
      if (!header || (header.assets.at(-1) ?? 0) > stored.length) return unread(path, 'is damaged');
      return {
        body: withAssetUrl(stored, header.assets, assetBytes),
        complexity: header.complexity ?? undefined,
        cacheTags: header.cacheTags ?? undefined,
      };
    },
    write(request, { body, complexity, cacheTags }) {
      if (body.length > KEPT_ANSWER_MAX_BYTES) return;
      const { stored, assets } = withoutAssetUrl(body, assetBytes);
      const header: StoredHeader = { complexity: complexity ?? null, cacheTags: cacheTags ?? null, assets };
      const file = join(folder, keyOf(request));
      // Written whole under a name of its own first (replace-file.ts; the same request may be answered twice at
      // once): a service reading it meanwhile finds it or not, never half of it.
      replaceFile(file, [Buffer.from(`${JSON.stringify(header)}\n`), ...stored], { mode: PRIVATE_FILE }).catch(
        (error: unknown) => {
          if (warned) return;
          warned = true;
          console.warn(
            `[content] answers are not kept in ${folder}: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      );
    },
  };
}
