import { describe, expect, it } from 'vitest';
import { cacheKey, stableStringify } from '../../../src/content-client/cache-key.js';
import { ContentDataError, ContentResponseError } from '../../../src/content-client/errors.js';
import { mapConcurrent } from '../../../src/io/map-concurrent.js';
import { backoffDelay, rateLimitDelay } from '../../../src/content-client/retry-delay.js';

describe('cache key', () => {
  it('does not depend on the order of variables, at any depth', () => {
    expect(stableStringify({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(cacheKey('q', { locale: 'fr_CA', first: 2 })).toBe(cacheKey('q', { first: 2, locale: 'fr_CA' }));
  });

  it('tells documents and variable values apart, and absent variables equal {}', () => {
    expect(cacheKey('q', { a: 1 })).not.toBe(cacheKey('q', { a: 2 }));
    expect(cacheKey('q1', {})).not.toBe(cacheKey('q2', {}));
    expect(cacheKey('q', undefined)).toBe(cacheKey('q', {}));
  });
});

describe('error messages', () => {
  it('are the spec strings', () => {
    expect(new ContentResponseError(500).message).toBe('API Response Status: 500');
    expect(new ContentDataError([{ message: 'Boom' }, { message: 'Other' }]).message).toBe('API Data Error: Boom');
    expect(new ContentDataError([]).message).toBe('API Data Error: Unknown error');
    expect(new ContentDataError([{ message: '' }]).message).toBe('API Data Error: Unknown error');
  });
});

describe('retry delays', () => {
  it('back off exponentially with jitter, bounded', () => {
    expect(backoffDelay(0, 250, 30_000, () => 0)).toBe(125);
    expect(backoffDelay(0, 250, 30_000, () => 1)).toBe(250);
    expect(backoffDelay(2, 250, 30_000, () => 0.5)).toBe(750);
    expect(backoffDelay(20, 250, 4_000, () => 1)).toBe(4_000);
  });

  it('honour X-RateLimit-Reset seconds, with jitter and a cap', () => {
    expect(rateLimitDelay('2', 30_000, () => 0)).toBe(2_000);
    expect(rateLimitDelay('0.05', 30_000, () => 1)).toBe(60);
    expect(rateLimitDelay('3600', 30_000, () => 0)).toBe(30_000);
    expect(rateLimitDelay(null, 30_000)).toBeUndefined();
    expect(rateLimitDelay('soon', 30_000)).toBeUndefined();
    expect(rateLimitDelay('-1', 30_000)).toBeUndefined();
  });
});

describe('mapConcurrent', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapConcurrent([5, 1, 4, 2, 3, 0, 2], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 20]);
    expect(peak).toBe(3);
  });

  it('starts nothing new after a failure', async () => {
    const started: number[] = [];
    const run = mapConcurrent([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      if (n === 1) throw new Error('page 1 failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return n;
    });
    await expect(run).rejects.toThrow('page 1 failed');
    expect(started).toEqual([0, 1]);
  });
});
