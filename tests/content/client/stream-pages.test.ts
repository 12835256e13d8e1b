import { describe, expect, it } from 'vitest';
import { streamPages } from '../../../src/content-client/stream-pages.js';
import type { QueryFunction } from '../../../src/content-client/query-types.js';

/** A collection of `count` numbered items served `first`/`skip` like the CDA, recording what was asked when. */
function collection(count: number) {
  const log: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const query = (async (_document: string, variables?: Record<string, unknown>) => {
    const { first, skip } = variables as { first: number; skip: number };
    log.push(`request ${skip}`);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((done) => setTimeout(done, 1));
    inFlight -= 1;
    return { items: Array.from({ length: Math.max(0, Math.min(first, count - skip)) }, (_, i) => skip + i) };
  }) as QueryFunction;
  return { query, log, maxInFlight: () => maxInFlight };
}

describe('streamPages', () => {
  it('gives every item once, in order, page by page, and stops after a short page', async () => {
    const { query } = collection(1203);
    const pages: number[][] = [];
    for await (const page of streamPages(query, {
      document: 'q',
      pageSize: 500,
      pick: (data: { items: number[] }) => data.items,
    })) {
      pages.push([...page]);
    }
    expect(pages.map((page) => page.length)).toEqual([500, 500, 203]);
    expect(pages.flat()).toEqual(Array.from({ length: 1203 }, (_, i) => i));
  });

  it('asks for the next page while the caller works on the current one, never further ahead', async () => {
    const { query, log, maxInFlight } = collection(1000);
    for await (const page of streamPages(query, {
      document: 'q',
      pageSize: 250,
      pick: (data: { items: number[] }) => data.items,
    })) {
      log.push(`got ${page[0]}`);
      await new Promise((done) => setTimeout(done, 5));
    }
    expect(log).toEqual([
      'request 0',
      'request 250',
      'got 0',
      'request 500',
      'got 250',
      'request 750',
      'got 500',
      'request 1000',
      'got 750',
    ]);
    expect(maxInFlight()).toBe(1);
  });

  it('rejects a page size the CDA would refuse', async () => {
    const { query } = collection(10);
    const stream = streamPages(query, {
      document: 'q',
      pageSize: 501,
      pick: (data: { items: number[] }) => data.items,
    });
    await expect(stream.next()).rejects.toThrow('pageSize must be an integer from 1 to 500, got 501');
  });
});
