import { closeSync, openSync, writeSync } from 'node:fs';
import { openRegularFile } from '../io/open-regular-file.js';

/**
 * The most a shard's log may hold: 4 GB, a dozen times what a single build of the 100,000-page site records of its
 * pages (its page tags with their search records: 304 MB). A larger log is refused naming it, before the merge writes.
 */
export const MAX_SHARD_LOG_BYTES = 4 * 1024 ** 3;
/**
 * The longest line of a shard's log, one page's entry (its search records or tags): 16 MB, thousands of times the
 * largest of that site. A longer one fails the merge naming the file and the line, never held whole in memory.
 */
export const MAX_SHARD_LOG_LINE_BYTES = 16 * 1024 * 1024;
const NEWLINE = 0x0a;
/** How much of a log is read at once. */
const READ_BYTES = 1 << 20;

/**
 * Where a page comes in a single build's order: its language (in the locales table), its page type (in the server
 * bundle's page list) and its place in that type's `paths()`. The render stage handles pages in exactly this order, so
 * sorting the shares' pages by it gives back a single build's sitemaps, search records and page tags.
 */
export type PageKey = readonly [locale: number, pageType: number, position: number];

export function compareKeys(a: PageKey, b: PageKey): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** A shard's record of what it built per page (sitemap entries, search records, page tags), in its build order. */
export interface KeyedLogWriter<T> {
  add(key: PageKey, value: T): void;
  close(): void;
}

/** One JSON line per entry: `[locale, pageType, position, value]`. */
export function openKeyedLog<T>(file: string): KeyedLogWriter<T> {
  const fd = openSync(file, 'w');
  let open = true;
  return {
    add(key, value) {
      writeSync(fd, `${JSON.stringify([...key, value])}\n`);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** A log's line as its entry, or an error naming the file and the line when it is not one. */
function entryOf<T>(file: string, number: number, line: Buffer): { key: PageKey; value: T } {
  if (line.length > MAX_SHARD_LOG_LINE_BYTES) throw new Error(`${file}: line ${number} is ${longLine(line.length)}`);
  let entry: unknown;
  try {
    entry = JSON.parse(line.toString('utf8'));
  } catch {
    throw new Error(`${file}: line ${number} is not JSON: the shard's log is damaged`);
  }
  if (!Array.isArray(entry) || entry.length !== 4 || !entry.slice(0, 3).every(Number.isInteger))
    throw new Error(`${file}: line ${number} is not [locale, page type, position, entry]: the shard's log is damaged`);
  const [locale, pageType, position, value] = entry as [number, number, number, T];
  return { key: [locale, pageType, position], value };
}

const longLine = (bytes: number) => `${bytes} bytes or more, over the ${MAX_SHARD_LOG_LINE_BYTES} a line may hold`;

/**
 * A shard's log, entry by entry: opened as a regular file (never a link, a FIFO or a device, checked on the open
 * file), at most MAX_SHARD_LOG_BYTES read, no line longer than MAX_SHARD_LOG_LINE_BYTES held.
 */
async function* readKeyedLog<T>(file: string): AsyncGenerator<{ key: PageKey; value: T }> {
  const { handle } = await openRegularFile(file).catch((error: unknown) => {
    throw new Error(`${file} is not read: ${error instanceof Error ? error.message : String(error)}`);
  });
  let read = 0;
  let number = 0;
  let rest: Buffer | undefined;
  for await (const piece of handle.createReadStream({ highWaterMark: READ_BYTES }) as AsyncIterable<Buffer>) {
    read += piece.length;
    if (read > MAX_SHARD_LOG_BYTES)
      throw new Error(`${file} is over the ${MAX_SHARD_LOG_BYTES} bytes a shard's log may hold`);
    const buffer = rest ? Buffer.concat([rest, piece]) : piece;
    let start = 0;
    for (let end = buffer.indexOf(NEWLINE); end !== -1; start = end + 1, end = buffer.indexOf(NEWLINE, start)) {
      number += 1;
      if (end > start) yield entryOf<T>(file, number, buffer.subarray(start, end));
    }
    rest = start < buffer.length ? buffer.subarray(start) : undefined;
    if (rest && rest.length > MAX_SHARD_LOG_LINE_BYTES)
      throw new Error(`${file}: line ${number + 1} is ${longLine(rest.length)}`);
  }
  if (rest) yield entryOf<T>(file, number + 1, rest);
}

/**
 * The entries of the shards' logs (each in key order) as one list in key order, one entry at a time, with the index
 * (in `files`) of the shard that wrote it. A page's key in two shards means the shares overlapped: an error.
 */
export async function* mergeKeyedLogs<T>(
  files: readonly string[],
): AsyncGenerator<{ key: PageKey; value: T; shard: number }> {
  const logs = files.map((file) => readKeyedLog<T>(file));
  const heads = await Promise.all(logs.map((log) => log.next()));
  let last: { key: PageKey; shard: number } | undefined;
  for (;;) {
    let next = -1;
    heads.forEach((head, shard) => {
      const best = heads[next];
      if (!head.done && (best === undefined || best.done || compareKeys(head.value.key, best.value.key) < 0))
        next = shard;
    });
    const head = heads[next];
    if (head === undefined || head.done) return;
    const { key, value } = head.value;
    if (last && last.shard !== next && compareKeys(last.key, key) === 0) {
      throw new Error(
        `The page at ${JSON.stringify(key)} was built by two shards (${files[last.shard]} and ${files[next]}): their shares overlap`,
      );
    }
    last = { key, shard: next };
    yield { key, value, shard: next };
    heads[next] = await (logs[next] as AsyncGenerator<{ key: PageKey; value: T }>).next();
  }
}
