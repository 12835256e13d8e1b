import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '../../../src/content-client/content-client.js';
import { createRequestPacer } from '../../../src/content-client/request-pacer.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import {
  createRateWindow,
  DATOCMS_REQUEST_RATE,
  type RequestRate,
} from '../../../src/content-model/api/request-rate.js';
import { createContentFixture, type ContentFixture } from '../server/content-fixture.js';

const token = 'rate-token';
const siteQuery = '{ _site { locales } }';
/** DatoCMS's per-second limit scaled down so that a test crosses it in a few seconds. */
const limit: RequestRate = { perSecond: 10, perMinute: 1000 };

let fixture: ContentFixture;
let server: ContentServer;

beforeAll(async () => {
  fixture = await createContentFixture();
  server = await startContentServer({ dir: fixture.dir, token, rateLimit: limit });
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});

const post = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: siteQuery }),
  });

describe('request rate', () => {
  it('counts requests in sliding windows of a second and a minute, as DatoCMS limits a token', () => {
    const window = createRateWindow({ perSecond: 2, perMinute: 3 });
    window.record(0);
    window.record(100);
    expect(window.waitMs(200)).toBe(800);
    expect(window.waitMs(1000)).toBe(0);
    window.record(1000);
    expect(window.waitMs(1500)).toBe(58_500);
    expect(window.waitMs(60_000)).toBe(0);
    expect(window.waitMs(60_000, 1)).toBe(100);
    expect(window.waitMs(60_000, 2)).toBe(Infinity);
    expect(DATOCMS_REQUEST_RATE).toEqual({ perSecond: 40, perMinute: 1000 });
  });

  it('a paced client counts a request until its answer is in, however long it takes to reach the API', async () => {
    let clock = 0;
    const pacer = createRequestPacer({ perSecond: 2, perMinute: 100 }, () => clock);
    const first = await pacer.turn();
    await pacer.turn();
    let third = false;
    const thirdTurn = pacer.turn().then(() => {
      third = true;
    });
    // Long after the first two started, they are still in flight: the API may not have seen them yet.
    clock = 5000;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(third).toBe(false);
    // The first one's answer is in at 5000: a second (and the client's margin) after that, the third may start.
    first();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(third).toBe(false);
    clock = 6101;
    await thirdTurn;
    expect(third).toBe(true);
  });

  it('the embedded service with the limit on answers 429 beyond it, saying when to come back', async () => {
    // A per-minute limit of 3: whatever the machine's load, five requests in a row get three answers and two 429s.
    const limited = await startContentServer({ dir: fixture.dir, token, rateLimit: { perSecond: 5, perMinute: 3 } });
    try {
      const answers: Response[] = [];
      for (let n = 0; n < 5; n += 1) answers.push(await post(limited.url));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stats()).toMatchObject({ requests: 5, rateLimited: 2 });
      const refused = answers[3] as Response;
      const reset = Number(refused.headers.get('X-RateLimit-Reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      expect(refused.headers.get('Retry-After')).toBe(String(Math.ceil(reset)));
      expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0');
      expect(await refused.text()).toContain('RATE_LIMIT_EXCEEDED');
      await Promise.all(answers.filter((answer) => answer !== refused).map((answer) => answer.body?.cancel()));
    } finally {
      await limited.close();
    }
  });

  it('a client given the same rate stays under it: three times the limit in one burst, every query answered', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const sent: number[] = [];
    const content = createContentClient({
      url: server.url,
      token,
      cache: false,
      rateLimit: limit,
      fetch: (input, init) => {
        sent.push(performance.now());
        return fetch(input, init);
      },
    });
    const results = await Promise.all(Array.from({ length: limit.perSecond * 3 }, () => content.query(siteQuery)));
    expect(results).toHaveLength(30);
    // Never more than the limit started within one second (a 429 caused by the network's timing would be retried).
    for (const [index, time] of sent.entries()) {
      expect(sent.filter((other, at) => at >= index && other < time + 1000).length).toBeLessThanOrEqual(
        limit.perSecond,
      );
    }
    expect((sent.at(-1) ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(2000);
  });
});
