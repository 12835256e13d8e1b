import { createReadStream, closeSync, openSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';

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

async function* readKeyedLog<T>(file: string): AsyncGenerator<{ key: PageKey; value: T }> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    const [locale, pageType, position, value] = JSON.parse(line) as [number, number, number, T];
    yield { key: [locale, pageType, position], value };
  }
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
