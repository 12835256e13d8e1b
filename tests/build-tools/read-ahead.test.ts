import { describe, expect, it } from 'vitest';
import { readAhead } from '../../src/site-build/read-ahead.js';

/**
 * A turn of the event loop. The sources and the caller below take turns rather than milliseconds: on a loaded
 * machine a 1 ms timer can fire after a 10 ms one, which reordered the log.
 */
const turn = () => new Promise((done) => setImmediate(done));

/** A source whose chunks are logged when requested, each ready a turn later. */
function source(name: string, chunks: string[], log: string[], failAt?: number) {
  return () => {
    let index = 0;
    return {
      key: name,
      chunks: {
        next: async (): Promise<IteratorResult<string>> => {
          const at = index++;
          log.push(`ask ${name}${at}`);
          await turn();
          if (at === failAt) throw new Error(`${name} is down`);
          return at < chunks.length ? { value: chunks[at] as string, done: false } : { value: undefined, done: true };
        },
      },
    };
  };
}

/** A chunk's pages: one per letter, the source's name and the chunk's number aside (`a0`: 1 page, `a1xx`: 3). */
const limit = (pages: number) => ({ pagesOf: (chunk: string) => chunk.length - 2, pages });

/** Reads every chunk, working ten turns on each; logs `use` as it begins. */
async function readAll(chunks: AsyncIterable<{ key: string; chunk: string }>, log: string[]): Promise<string[]> {
  const got: string[] = [];
  for await (const { key, chunk } of chunks) {
    log.push(`use ${chunk.slice(0, 2)}`);
    got.push(`${key}:${chunk}`);
    for (let step = 0; step < 10; step += 1) await turn();
  }
  return got;
}

/** The most chunks asked for and not yet used at any point of the log (asks past a source's end aside). */
function mostAhead(log: readonly string[]): number {
  const used = new Set(log.filter((line) => line.startsWith('use')).map((line) => line.slice(4)));
  let ahead = 0;
  let most = 0;
  for (const line of log) {
    if (line.startsWith('ask') && used.has(line.slice(4))) ahead += 1;
    if (line.startsWith('use')) ahead -= 1;
    most = Math.max(most, ahead);
  }
  return most;
}

describe('readAhead', () => {
  it('gives every chunk in source order, asking for the next one, of the next page type too, while the caller works', async () => {
    const log: string[] = [];
    const chunks = readAhead(
      [source('a', ['a0x', 'a1x'], log), source('b', ['b0x'], log)],
      () => new Error(),
      limit(2),
    );
    expect(await readAll(chunks, log)).toEqual(['a:a0x', 'a:a1x', 'b:b0x']);
    expect(log.indexOf('ask a1')).toBeLessThan(log.indexOf('use a0'));
    expect(log.indexOf('ask b0')).toBeLessThan(log.indexOf('use a1'));
  });

  it('holds no more read pages than its limit, besides the chunk being used', async () => {
    const log: string[] = [];
    const chunks = readAhead(
      [source('a', ['a0xxx', 'a1xxx', 'a2xxx'], log), source('b', ['b0xxx'], log)],
      () => new Error(),
      limit(3),
    );
    expect(await readAll(chunks, log)).toHaveLength(4);
    // a1 (3 pages) fills the limit: a2 is asked for only once a1 is taken, after a0 was used; b0 once a2 is.
    expect(log.indexOf('ask a2')).toBeGreaterThan(log.indexOf('use a0'));
    expect(log.indexOf('ask b0')).toBeGreaterThan(log.indexOf('use a1'));
    // At most the chunk being handed to the caller and one read ahead.
    expect(mostAhead(log)).toBe(2);
  });

  it('reads small page types several at a time', async () => {
    const log: string[] = [];
    const sources = ['a', 'b', 'c', 'd'].map((name) => source(name, [`${name}0x`], log));
    expect(
      await readAll(
        readAhead(sources, () => new Error(), limit(3)),
        log,
      ),
    ).toEqual(['a:a0x', 'b:b0x', 'c:c0x', 'd:d0x']);
    expect(log.indexOf('ask c0')).toBeLessThan(log.indexOf('use b0'));
  });

  it('reports a failing source through fail, with its key', async () => {
    const log: string[] = [];
    const chunks = readAhead(
      [source('a', ['a0x'], log), source('b', ['b0x', 'b1x'], log, 1)],
      (key, error) => new Error(`${key}: ${String(error)}`),
      limit(2),
    );
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const { chunk } of chunks) seen.push(chunk);
      })(),
    ).rejects.toThrow('b: Error: b is down');
    expect(seen).toEqual(['a0x', 'b0x']);
  });
});
