import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createContentClient,
  type ContentClientOptions,
  type RetryEvent,
} from '../../../src/content-client/content-client.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { createContentFixture, type ContentFixture } from '../server/content-fixture.js';

const token = 'retry-token';
const siteQuery = '{ _site { locales } }';
const siteData = { _site: { locales: ['fr_CA', 'en_CA'] } };

let fixture: ContentFixture;
let server: ContentServer;

beforeAll(async () => {
  fixture = await createContentFixture();
  server = await startContentServer({ dir: fixture.dir, token });
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});
beforeEach(() => {
  server.setFaults(undefined);
  server.resetStats();
});

/** A client without cache whose retries are recorded; small delays keep the tests fast. */
function client(options: Partial<ContentClientOptions> = {}) {
  const retries: RetryEvent[] = [];
  const content = createContentClient({
    url: server.url,
    token,
    cache: false,
    retryBaseMs: 10,
    onRetry: (event) => retries.push(event),
    ...options,
  });
  return { content, retries };
}

describe('content client: retries', () => {
  it('waits X-RateLimit-Reset after a 429, then succeeds', async () => {
    server.setFaults({ sequence: ['429', '429'], resetSeconds: 0.05 });
    const { content, retries } = client();
    const start = performance.now();
    await expect(content.query(siteQuery)).resolves.toEqual(siteData);
    const elapsed = performance.now() - start;
    expect(server.stats().requests).toBe(3);
    expect(retries.map((r) => r.error.message)).toEqual(['API Response Status: 429', 'API Response Status: 429']);
    for (const retry of retries) {
      expect(retry.delayMs).toBeGreaterThanOrEqual(50);
      expect(retry.delayMs).toBeLessThanOrEqual(60);
    }
    expect(elapsed).toBeGreaterThanOrEqual(100);
  });

  it('caps the wait a 429 asks for', async () => {
    server.setFaults({ sequence: ['429'], resetSeconds: 3600 });
    const { content, retries } = client({ maxRetryWaitMs: 20 });
    await expect(content.query(siteQuery)).resolves.toEqual(siteData);
    expect(retries.map((r) => r.delayMs)).toEqual([20]);
  });

  it('backs off exponentially after 5xx, then succeeds', async () => {
    server.setFaults({ sequence: ['5xx', '5xx', '5xx'], errorStatus: 502 });
    const { content, retries } = client();
    await expect(content.query(siteQuery)).resolves.toEqual(siteData);
    expect(server.stats().requests).toBe(4);
    expect(retries.map((r) => [r.attempt, r.error.message])).toEqual([
      [1, 'API Response Status: 502'],
      [2, 'API Response Status: 502'],
      [3, 'API Response Status: 502'],
    ]);
    const bounds = [
      [5, 10],
      [10, 20],
      [20, 40],
    ];
    retries.forEach((retry, i) => {
      expect(retry.delayMs).toBeGreaterThanOrEqual(bounds[i]?.[0] ?? 0);
      expect(retry.delayMs).toBeLessThanOrEqual(bounds[i]?.[1] ?? 0);
    });
  });

  it('surfaces the spec message once retries are exhausted', async () => {
    server.setFaults({ rate5xx: 1 });
    const { content, retries } = client({ retries: 2 });
    await expect(content.query(siteQuery)).rejects.toThrow(/^API Response Status: 503$/);
    expect(server.stats().requests).toBe(3);
    expect(retries).toHaveLength(2);

    server.setFaults({ rate429: 1, resetSeconds: 0.01 });
    server.resetStats();
    await expect(client({ retries: 1 }).content.query(siteQuery)).rejects.toThrow(/^API Response Status: 429$/);
    expect(server.stats().requests).toBe(2);
  });

  it('retries an attempt that times out', async () => {
    server.setFaults({ sequence: ['slow'], slowMs: 2_000 });
    const { content, retries } = client({ timeoutMs: 100 });
    const start = performance.now();
    await expect(content.query(siteQuery)).resolves.toEqual(siteData);
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(retries.map((r) => r.error.message)).toEqual(['API Request Failed: no complete response within 100 ms']);
  });

  it('fails with the timeout once retries are exhausted', async () => {
    server.setFaults({ rateSlow: 1, slowMs: 2_000 });
    const { content } = client({ timeoutMs: 50, retries: 1 });
    await expect(content.query(siteQuery)).rejects.toThrow('API Request Failed: no complete response within 50 ms');
    expect(server.stats().requests).toBe(2);
  });

  it('retries a body that is not JSON', async () => {
    server.setFaults({ sequence: ['malformed'] });
    const { content, retries } = client();
    await expect(content.query(siteQuery)).resolves.toEqual(siteData);
    expect(retries[0]?.error.message).toMatch(/^API Request Failed: .*JSON/);
  });

  it('retries network errors, then fails', async () => {
    const closed = await startContentServer({ dir: fixture.dir, token });
    await closed.close();
    const { content, retries } = client({ url: closed.url, retries: 2, retryBaseMs: 1 });
    await expect(content.query(siteQuery)).rejects.toThrow(/^API Request Failed: fetch failed \(ECONNREFUSED\)$/);
    expect(retries).toHaveLength(2);
  });
});
