import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { PageTagLists } from '../render/page-entries.js';

/**
 * Each page's cache tags, as the build state the next build reads: `{builds}/page-tags.ndjson`, newline-delimited
 * JSON written chunk by chunk as pages are rendered (a build holds no page→tags map). Its lines:
 * - first `{"buildId"}`, the build the file describes (that of `render-state.json` when it is complete);
 * - `{"list":id,"tags":[…]}` a response's tag list, before the first page that names it (a list read by many pages,
 *   the layout's or a batch of records', is written once per stretch of the file);
 * - `{"page":path,"lists":[id,…]}` a page and the lists of the responses its `data()` and the layout read.
 */
export const PAGE_TAGS_FILE = 'page-tags.ndjson';

/** Lists remembered as written before they are written anew: bounds what a build holds, whatever its size. */
const REMEMBERED_LISTS = 10_000;

export interface PageTagsWriter {
  /** Appends pages and their tags. */
  add(pages: readonly { path: string; tags: PageTagLists }[]): Promise<void>;
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
  await file.write(`${JSON.stringify({ buildId })}\n`);
  return {
    async add(pages) {
      let text = '';
      for (const { path, tags } of pages) {
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
        text += `${JSON.stringify({ page: path, lists: [...lists] })}\n`;
      }
      await file.write(text);
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

/** Each page's recorded tags, in build order. */
export async function* readPageTags(buildsDir: string): AsyncGenerator<RecordedPageTags> {
  const lines = createInterface({ input: createReadStream(join(buildsDir, PAGE_TAGS_FILE)), crlfDelay: Infinity });
  const lists = new Map<string, readonly string[]>();
  for await (const line of lines) {
    const entry = JSON.parse(line) as { list?: string; tags?: string[]; page?: string; lists?: string[] };
    if (entry.list !== undefined) lists.set(entry.list, entry.tags ?? []);
    else if (entry.page !== undefined) {
      yield { path: entry.page, tags: new Set((entry.lists ?? []).flatMap((id) => lists.get(id) ?? [])) };
    }
  }
}
