import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '../config/locales.js';
import type { PageTagLists } from '../../renderer/server/page-entries.js';
import type { PageRef } from '../page-contract/page-module.js';
import type { SearchRecord } from '../search/search-record.js';
import { searchRecordJson } from '../search/search-record-json.js';
import { checkedBuildId } from './build-id.js';

/**
 * Each page's cache tags, as the build state the next build reads: `{builds}/page-tags.ndjson`, newline-delimited
 * JSON written chunk by chunk as pages are rendered (a build holds no page→tags map). Its lines:
 * - first `{"buildId","format"}`, the build the file describes (that of `render-state.json` when it is complete);
 * - `{"list":id,"tags":[…]}` a response's tag list, before the first page that names it (a list read by many pages,
 *   the layout's or a batch of records', is written once per stretch of the file);
 * - `{"page":path,"lists":[id,…],…,"search":n,"thumbnails":[…]}` a page, the lists of the responses its `data()` and
 *   the layout read, and what a partial build needs to carry it over unchanged ({@link PageState}), followed by its
 *   `n` search records, one a line, each `JSON.stringify` of the record as the search records spool has it: a page
 *   carried over is its lines copied as they are, into this file and into the spool, without being parsed (a
 *   partial build at 100,000 pages that held every page's records ran out of memory);
 * - last, `{"paths":pageName,"locale","lists":[id,…]}` per page type and language, the lists its `paths()` read.
 */
export const PAGE_TAGS_FILE = 'page-tags.ndjson';

/** The version of the lines' shape: a file of another format is not read as build state (a full build follows). */
export const PAGE_TAGS_FORMAT = 4;

/** What a partial build needs of a page it does not fetch again (partial-render.ts), as a build records it. */
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

/** A page for the page tags: its recorded lines as they are (a page carried over), or its state (a page rendered). */
export type PageTagsEntry = { path: string; tags: PageTagLists } & (
  | { state?: PageState; recorded?: never }
  | { recorded: Buffer; state?: never }
);

export interface PageTagsWriter {
  /** Appends pages, their tags and (for the next build to be a partial one) their state. */
  add(pages: readonly PageTagsEntry[]): Promise<void>;
  /** Appends the tags of a page type's `paths()` in one language (a writer without it records no partial-build state). */
  addPaths?(pageName: string, locale: Locale, tags: PageTagLists): Promise<void>;
  /** Makes the file the build state's (after the output went live). */
  commit(): Promise<void>;
  /** Removes the unfinished file (a failed build). */
  discard(): Promise<void>;
}

/**
 * The id a recorded build's file gave each tag list it read (its tags' hash, as the writer makes it): a carried page's
 * lists are those objects, so a build writing their lines again does not hash them again (at 100,000 pages, 50,038
 * lists: 0.1-0.2 s of a publish's main thread).
 */
const recordedListIds = new WeakMap<readonly string[], string>();

/** A page's line and its search records' lines, for the state `state` of the page at `path`. */
function pageLines(path: string, lists: readonly string[], { search, ...state }: PageState): string {
  const thumbnails = [...new Set(search.flatMap(({ image }) => (image ? [image] : [])))];
  let text = `${JSON.stringify({ page: path, lists, ...state, search: search.length, thumbnails })}\n`;
  for (const record of search) text += `${searchRecordJson(record)}\n`;
  return text;
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
    let id = ids.get(list) ?? recordedListIds.get(list);
    if (id === undefined) {
      id = createHash('sha256').update(list.join(' ')).digest('base64url').slice(0, 16);
      ids.set(list, id);
    }
    return id;
  };
  /** The line of `list` when it was not written lately, else nothing. */
  const listLine = (list: readonly string[]): string => {
    const id = idOf(list);
    if (written.has(id)) return '';
    if (written.size >= REMEMBERED_LISTS) written.clear();
    written.add(id);
    return `${JSON.stringify({ list: id, tags: list })}\n`;
  };
  /**
   * The ids of `tags`, sorted (not in the order the queries answered in: the same build writes the same file), after
   * the lines of those not written lately.
   */
  const listsOf = (tags: PageTagLists): { text: string; lists: string[] } => {
    const byId = new Map<string, readonly string[]>();
    for (const list of tags) byId.set(idOf(list), list);
    const lists = [...byId.keys()].sort();
    let text = '';
    for (const id of lists) text += listLine(byId.get(id) as readonly string[]);
    return { text, lists };
  };
  await file.write(`${JSON.stringify({ buildId, format: PAGE_TAGS_FORMAT })}\n`);
  return {
    async add(pages) {
      const pieces: Buffer[] = [];
      let text = '';
      for (const { path, tags, state, recorded } of pages) {
        if (recorded) {
          // The recorded line names the same lists (their ids are their tags' hash): only their lines may be due.
          for (const list of tags) text += listLine(list);
          if (text) pieces.push(Buffer.from(text));
          pieces.push(recorded);
          text = '';
          continue;
        }
        const read = listsOf(tags);
        text +=
          read.text +
          (state ? pageLines(path, read.lists, state) : `${JSON.stringify({ page: path, lists: read.lists })}\n`);
      }
      if (text) pieces.push(Buffer.from(text));
      await file.writev(pieces);
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

/** Where a recorded page's lines are in the recorded file: its line and its search records' lines after it. */
export interface RecordedLines {
  /** The byte its line starts at. */
  linesAt: number;
  /** The bytes of its lines, the last newline included. */
  linesBytes: number;
  /** The byte, from `linesAt`, its search records' lines start at. */
  searchAt: number;
}

/**
 * A recorded page: its state but its search records, which stay in the file (where its lines are: {@link
 * RecordedLines}), and its tags as the lists the file names (shared between pages: a partial build of 20,000 pages
 * holding a set of tags per page ran out of memory). Flat, with its strings shared: 107,288 pages take ~85 MB.
 */
export interface RecordedPage extends Omit<PageState, 'search'>, RecordedLines {
  path: string;
  tags: PageTagLists;
  /** Its search records' thumbnails (the image variants the build places for them). */
  thumbnails: readonly string[];
}

/** A recorded page type's `paths()` tags in one language. */
export interface RecordedPaths {
  pageName: string;
  locale: Locale;
  tags: ReadonlySet<string>;
}

type Line = {
  buildId?: string;
  format?: number;
  list?: string;
  tags?: string[];
  page?: string;
  paths?: string;
  locale?: Locale;
  lists?: string[];
  thumbnails?: string[];
} & Partial<Omit<PageState, 'search'> & { search: number }>;

const NEWLINE = 0x0a;
/** How much of the file is read at once. */
const READ_BYTES = 1 << 20;

/**
 * The recorded lines, the header first (its `buildId`, `format`), lists resolved to the tags they name, each page with
 * where its lines are; a page's search records' lines are skipped, not parsed.
 */
async function* readLines(
  file: string,
  intern: (value: string) => string = (value) => value,
): AsyncGenerator<Line & { read?: PageTagLists; lines?: RecordedLines }> {
  const lists = new Map<string, readonly string[]>();
  /** The page whose search records' lines are being skipped, and how many are left. */
  let page: (Line & { read: PageTagLists; lines: RecordedLines }) | undefined;
  let recordsLeft = 0;
  /** The offset in the file of `rest`'s first byte. */
  let offset = 0;
  let rest: Buffer | undefined;
  const take = function* (line: Buffer, at: number) {
    if (recordsLeft > 0 && page) {
      recordsLeft -= 1;
      page.lines.linesBytes = at + line.length + 1 - page.lines.linesAt;
      if (recordsLeft === 0) {
        yield page;
        page = undefined;
      }
      return;
    }
    const entry = JSON.parse(line.toString('utf8')) as Line;
    if (entry.list !== undefined) {
      const list = (entry.tags ?? []).map(intern);
      lists.set(entry.list, list);
      recordedListIds.set(list, entry.list);
      return;
    }
    const read = (entry.lists ?? []).map((id) => lists.get(id) ?? []);
    if (entry.page === undefined || !entry.search) {
      yield { ...entry, read, lines: { linesAt: at, linesBytes: line.length + 1, searchAt: line.length + 1 } };
      return;
    }
    page = { ...entry, read, lines: { linesAt: at, linesBytes: line.length + 1, searchAt: line.length + 1 } };
    recordsLeft = entry.search;
  };
  for await (const piece of createReadStream(file, { highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>) {
    const buffer = rest ? Buffer.concat([rest, piece]) : piece;
    let start = 0;
    for (let end = buffer.indexOf(NEWLINE); end !== -1; start = end + 1, end = buffer.indexOf(NEWLINE, start))
      yield* take(buffer.subarray(start, end), offset + start);
    rest = start < buffer.length ? buffer.subarray(start) : undefined;
    offset += start;
  }
  if (rest) yield* take(rest, offset);
  if (page) throw new Error(`the page ${page.page ?? ''} lacks ${recordsLeft} of its search records`);
}

/** Each page's recorded tags, in build order. */
export async function* readPageTags(buildsDir: string): AsyncGenerator<RecordedPageTags> {
  for await (const entry of readLines(join(buildsDir, PAGE_TAGS_FILE)))
    if (entry.page !== undefined) yield { path: entry.page, tags: new Set(entry.read?.flat()) };
}

/** The build state a partial build starts from: the pages in build order and each page type's `paths()` tags. */
export interface RecordedBuild {
  buildId: string;
  pages: RecordedPage[];
  /** Each page's index in `pages`, by path: made as they are read (a build session reads them between builds). */
  pageIndex: Map<string, number>;
  paths: RecordedPaths[];
  /** The file read, and its identity then (a carried page's lines are read from it again). */
  file: string;
  identity: string;
}

/** A page's empty list of files or thumbnails, one for all. */
const NO_FILES: string[] = [];

/** Which version of a file `stats` are: a build replaces the recorded file, and never writes into it. */
const identityOf = (stats: { ino: number; size: number; mtimeMs: number }) =>
  `${stats.ino} ${stats.size} ${stats.mtimeMs}`;

/** The recorded build, or why it cannot be read as this code's build state. */
export async function readRecordedBuild(buildsDir: string): Promise<RecordedBuild | { unusable: string }> {
  const file = join(buildsDir, PAGE_TAGS_FILE);
  const build: RecordedBuild = { buildId: '', pages: [], pageIndex: new Map(), paths: [], file, identity: '' };
  // Pages name the same tags, image variants, page types, routes and each other's paths (their alternates): one string
  // each (at 107,288 pages the recorded build took 145 MB of heap with a string per mention).
  const strings = new Map<string, string>();
  const shared = <Value extends string>(value: Value): Value => {
    const known = strings.get(value) as Value | undefined;
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  try {
    build.identity = identityOf(await stat(file));
    for await (const { read = [], lines, ...entry } of readLines(file, shared)) {
      if (entry.buildId !== undefined) {
        if (entry.format !== PAGE_TAGS_FORMAT)
          return { unusable: `the recorded page tags are of another format (${entry.format ?? 1})` };
        build.buildId = checkedBuildId(entry.buildId, "The recorded page tags' header");
      } else if (
        entry.page !== undefined &&
        lines &&
        entry.pageName &&
        entry.locale &&
        entry.ref &&
        entry.alternates &&
        entry.files &&
        entry.search !== undefined &&
        entry.thumbnails &&
        entry.images &&
        entry.bytes !== undefined
      ) {
        const { pageName, locale, ref, alternates, noIndex = false, files, thumbnails, images, bytes } = entry;
        const page: RecordedPage = {
          path: shared(entry.page),
          tags: read,
          pageName: shared(pageName),
          locale,
          ref: { ...ref, route: shared(ref.route) },
          alternates: Object.fromEntries(Object.entries(alternates).map(([code, path]) => [code, shared(path)])),
          noIndex,
          files: files.length === 0 ? NO_FILES : files,
          thumbnails: thumbnails.length === 0 ? NO_FILES : thumbnails.map(shared),
          images: images.map(shared),
          bytes,
          ...lines,
        };
        build.pageIndex.set(page.path, build.pages.length);
        build.pages.push(page);
      } else if (entry.paths !== undefined && entry.locale) {
        build.paths.push({ pageName: entry.paths, locale: entry.locale, tags: new Set(read.flat()) });
      } else {
        return { unusable: 'the recorded page tags have an incomplete line' };
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      unusable:
        code === 'ENOENT'
          ? 'no recorded page tags (first build)'
          : `the recorded page tags are unreadable: ${String(error)}`,
    };
  }
  return build.buildId ? build : { unusable: 'the recorded page tags are empty' };
}

/**
 * Reads recorded pages' lines again from the file they were recorded in, for pages carried over: consecutive pages
 * with one read. Fails when the file is no longer the one read (a build replaced it meanwhile).
 */
export async function openRecordedLines(
  recorded: Pick<RecordedBuild, 'file' | 'identity'>,
): Promise<{ read(pages: readonly RecordedPage[]): Promise<Buffer[]>; close(): Promise<void> }> {
  const handle = await open(recorded.file, 'r');
  if (identityOf(await handle.stat()) !== recorded.identity) {
    await handle.close();
    throw new Error(`${recorded.file} changed since it was read: the recorded build is gone`);
  }
  return {
    async read(pages) {
      const first = pages[0];
      const last = pages.at(-1);
      if (!first || !last) return [];
      const from = first.linesAt;
      const span = last.linesAt + last.linesBytes - from;
      // Pages of one run are consecutive in the file but for pages gone between them: read them apart when that is much.
      const needed = pages.reduce((sum, page) => sum + page.linesBytes, 0);
      if (span < 0 || span > needed * 2 + READ_BYTES)
        return Promise.all(pages.map((page) => readAt(handle, page.linesAt, page.linesBytes)));
      const buffer = await readAt(handle, from, span);
      return pages.map((page) => buffer.subarray(page.linesAt - from, page.linesAt - from + page.linesBytes));
    },
    close: () => handle.close(),
  };
}

async function readAt(handle: FileHandle, at: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  const { bytesRead } = await handle.read(buffer, 0, length, at);
  if (bytesRead !== length) throw new Error(`the recorded page tags end before byte ${at + length}`);
  return buffer;
}
