import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Locale } from '../config/locales.js';
import type { PageTagLists } from '../render/page-entries.js';
import type { PageRef } from '../runtime/page-module.js';
import type { SearchRecord } from '../search/search-record.js';

/**
 * Each page's cache tags, as the build state the next build reads: `{builds}/page-tags.ndjson`, newline-delimited
 * JSON written chunk by chunk as pages are rendered (a build holds no page→tags map). Its lines:
 * - first `{"buildId","format"}`, the build the file describes (that of `render-state.json` when it is complete);
 * - `{"list":id,"tags":[…]}` a response's tag list, before the first page that names it (a list read by many pages,
 *   the layout's or a batch of records', is written once per stretch of the file);
 * - `{"page":path,"lists":[id,…],…}` a page, the lists of the responses its `data()` and the layout read, and what a
 *   partial build needs to carry it over unchanged ({@link PageState});
 * - last, `{"paths":pageName,"locale","lists":[id,…]}` per page type and language, the lists its `paths()` read.
 */
export const PAGE_TAGS_FILE = 'page-tags.ndjson';

/** The version of the lines' shape: a file of another format is not read as build state (a full build follows). */
export const PAGE_TAGS_FORMAT = 3;

/** What a partial build needs of a page it does not fetch again (partial-render-stage.ts). */
export interface PageState {
  pageName: string;
  locale: Locale;
  /** The ref its `paths()` gave, to fetch its data again with. */
  ref: PageRef;
  alternates: Partial<Record<Locale, string>>;
  noIndex: boolean;
  /** The files published beside the page (vCards). */
  files: string[];
  /** Its search records, in build order. */
  search: SearchRecord[];
  /** The files of the local image variants its HTML references: a carried page's HTML is not read again. */
  images: string[];
  /** Its HTML's and payload's bytes, for the build's figures. */
  bytes: number;
}

/** Lists remembered as written before they are written anew: bounds what a build holds, whatever its size. */
const REMEMBERED_LISTS = 10_000;

export interface PageTagsWriter {
  /** Appends pages, their tags and (for the next build to be a partial one) their state. */
  add(pages: readonly { path: string; tags: PageTagLists; state?: PageState }[]): Promise<void>;
  /** Appends the tags of a page type's `paths()` in one language (a writer without it records no partial-build state). */
  addPaths?(pageName: string, locale: Locale, tags: PageTagLists): Promise<void>;
  /** Makes the file the build state's (after the output went live). */
  commit(): Promise<void>;
  /** Removes the unfinished file (a failed build). */
  discard(): Promise<void>;
}

/** Opens the page tags of build `buildId`, written beside the build state until committed. */
export async function openPageTags(buildsDir: string, buildId: string): Promise<PageTagsWriter> {
  const final = join(buildsDir, PAGE_TAGS_FILE);
  const partial = `${final}.${buildId}.partial`;
  await mkdir(buildsDir, { recursive: true });
  const file: FileHandle = await open(partial, 'w');
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await file.close();
  };
  const ids = new WeakMap<readonly string[], string>();
  const written = new Set<string>();
  const idOf = (list: readonly string[]): string => {
    let id = ids.get(list);
    if (id === undefined) {
      id = createHash('sha256').update(list.join(' ')).digest('base64url').slice(0, 16);
      ids.set(list, id);
    }
    return id;
  };
  /** The ids of `tags`, after the lines of those not written lately. */
  const listsOf = (tags: PageTagLists): { text: string; lists: string[] } => {
    let text = '';
    const lists = new Set<string>();
    for (const list of tags) {
      const id = idOf(list);
      if (!written.has(id)) {
        if (written.size >= REMEMBERED_LISTS) written.clear();
        written.add(id);
        text += `${JSON.stringify({ list: id, tags: list })}\n`;
      }
      lists.add(id);
    }
    return { text, lists: [...lists] };
  };
  await file.write(`${JSON.stringify({ buildId, format: PAGE_TAGS_FORMAT })}\n`);
  return {
    async add(pages) {
      let text = '';
      for (const { path, tags, state } of pages) {
        const read = listsOf(tags);
        text += `${read.text}${JSON.stringify({ page: path, lists: read.lists, ...state })}\n`;
      }
      await file.write(text);
    },
    async addPaths(pageName, locale, tags) {
      const read = listsOf(tags);
      await file.write(`${read.text}${JSON.stringify({ paths: pageName, locale, lists: read.lists })}\n`);
    },
    async commit() {
      await close();
      await rename(partial, final);
    },
    async discard() {
      await close();
      await rm(partial, { force: true });
    },
  };
}

/** One page's tags as recorded. */
export interface RecordedPageTags {
  path: string;
  tags: ReadonlySet<string>;
}

/**
 * A recorded page: its state, and its tags as the lists the file names (shared between pages: a partial build of
 * 20,000 pages holding a set of tags per page ran out of memory).
 */
export interface RecordedPage extends PageState {
  path: string;
  tags: PageTagLists;
}

/** A recorded page type's `paths()` tags in one language. */
export interface RecordedPaths {
  pageName: string;
  locale: Locale;
  tags: ReadonlySet<string>;
}

type Line = { buildId?: string; format?: number; list?: string; tags?: string[]; page?: string; paths?: string; locale?: Locale; lists?: string[] } & Partial<PageState>;

/** The recorded lines, the header first (its `buildId`, `format`), lists resolved to the tags they name. */
async function* readLines(buildsDir: string): AsyncGenerator<Line & { read?: PageTagLists }> {
  const lines = createInterface({ input: createReadStream(join(buildsDir, PAGE_TAGS_FILE)), crlfDelay: Infinity });
  const lists = new Map<string, readonly string[]>();
  for await (const line of lines) {
    const entry = JSON.parse(line) as Line;
    if (entry.list !== undefined) lists.set(entry.list, entry.tags ?? []);
    else yield { ...entry, read: (entry.lists ?? []).map((id) => lists.get(id) ?? []) };
  }
}

/** Each page's recorded tags, in build order. */
export async function* readPageTags(buildsDir: string): AsyncGenerator<RecordedPageTags> {
  for await (const entry of readLines(buildsDir)) if (entry.page !== undefined) yield { path: entry.page, tags: new Set(entry.read?.flat()) };
}

/** The build state a partial build starts from: the pages in build order and each page type's `paths()` tags. */
export interface RecordedBuild {
  buildId: string;
  pages: RecordedPage[];
  paths: RecordedPaths[];
}

/** The recorded build, or why it cannot be read as this code's build state. */
export async function readRecordedBuild(buildsDir: string): Promise<RecordedBuild | { unusable: string }> {
  const build: RecordedBuild = { buildId: '', pages: [], paths: [] };
  try {
    for await (const { read = [], ...entry } of readLines(buildsDir)) {
      if (entry.buildId !== undefined) {
        if (entry.format !== PAGE_TAGS_FORMAT) return { unusable: `the recorded page tags are of another format (${entry.format ?? 1})` };
        build.buildId = entry.buildId;
      } else if (entry.page !== undefined && entry.pageName && entry.locale && entry.ref && entry.alternates && entry.files && entry.search && entry.images && entry.bytes !== undefined) {
        const { pageName, locale, ref, alternates, noIndex = false, files, search, images, bytes } = entry;
        build.pages.push({ path: entry.page, tags: read, pageName, locale, ref, alternates, noIndex, files, search, images, bytes });
      } else if (entry.paths !== undefined && entry.locale) {
        build.paths.push({ pageName: entry.paths, locale: entry.locale, tags: new Set(read.flat()) });
      } else {
        return { unusable: 'the recorded page tags have an incomplete line' };
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { unusable: code === 'ENOENT' ? 'no recorded page tags (first build)' : `the recorded page tags are unreadable: ${String(error)}` };
  }
  return build.buildId ? build : { unusable: 'the recorded page tags are empty' };
}
