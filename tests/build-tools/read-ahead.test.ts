import { describe, expect, it } from 'vitest';
import { readAhead } from '../../src/site-build/read-ahead.js';

/** A source whose chunks are logged when requested. */
function source(name: string, chunks: string[], log: string[], failAt?: number) {
  return () => {
    let index = 0;
    return {
      key: name,
      chunks: {
        next: async (): Promise<IteratorResult<string>> => {
          const at = index++;
          log.push(`ask ${name}${at}`);
          await new Promise((done) => setTimeout(done, 1));
          if (at === failAt) throw new Error(`${name} is down`);
          return at < chunks.length ? { value: chunks[at] as string, done: false } : { value: undefined, done: true };
        },
      },
    };
  };
}

describe('readAhead', () => {
  it('gives every chunk in source order, asking for the next ones while the caller works', async () => {
    const log: string[] = [];
    const got: string[] = [];
    for await (const { key, chunk } of readAhead([source('a', ['a0', 'a1'], log), source('b', ['b0'], log)], () => new Error())) {
      got.push(`${key}:${chunk}`);
      log.push(`use ${chunk}`);
    }
    expect(got).toEqual(['a:a0', 'a:a1', 'b:b0']);
    expect(log.indexOf('ask b0')).toBeLessThan(log.indexOf('use a0'));
    expect(log.indexOf('ask a1')).toBeLessThan(log.indexOf('use a0'));
  });

  it('reports a failing source through fail, with its key', async () => {
    const log: string[] = [];
    const chunks = readAhead([source('a', ['a0'], log), source('b', ['b0', 'b1'], log, 1)], (key, error) => new Error(`${key}: ${String(error)}`));
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const { chunk } of chunks) seen.push(chunk);
      })(),
    ).rejects.toThrow('b: Error: b is down');
    expect(seen).toEqual(['a0', 'b0']);
  });
});
