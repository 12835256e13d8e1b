import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../../src/hosting/cache-policy.js';
import { acceptedEncodings, CompressedCache } from '../../src/server/compression.js';
import { parseServeOptions } from '../../src/server/serve-options.js';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['x-gzip', ['gzip']],
    ['gzip, br', ['br', 'gzip']],
    ['GZIP;Q=1, BR;q=0.9', ['gzip', 'br']],
    ['br;q=0', []],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['gzip;q=abc', []],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-abc.js', false, IMMUTABLE],
    ['/_img/portrait_640x800_fp50_30_q100-1a2b3c.webp', false, IMMUTABLE],
    ['/builds/meta/abc.json', false, IMMUTABLE],
    ['/builds/latest.json', true, NO_CACHE],
    ['/en/team/payload.json', true, IMMUTABLE],
    ['/en/team/payload.json', false, NO_CACHE],
    ['/en/team/other.json', true, NO_CACHE],
    ['/en/team/index.html', false, NO_CACHE],
  ])('%s (query: %s) -> %s', (path, hasQuery, expected) => {
    expect(cacheControlFor(path, hasQuery)).toBe(expected);
  });
});

describe('CompressedCache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new CompressedCache(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.get('a');
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', Buffer.alloc(6));
    expect(cache.get('a')?.length).toBe(6);
    expect(cache.get('c')).toBeDefined();
  });
});

describe('parseServeOptions', () => {
  it.each([
    [[], {}, { dir: 'dist', port: 4173, host: '127.0.0.1' }],
    [[], { PORT: '8080' }, { dir: 'dist', port: 8080, host: '127.0.0.1' }],
    [[], { PORT: '' }, { dir: 'dist', port: 4173, host: '127.0.0.1' }],
    [['--port', '0'], { PORT: '8080' }, { dir: 'dist', port: 0, host: '127.0.0.1' }],
    [['--dir', 'out', '--port=5000', '--host=0.0.0.0'], {}, { dir: 'out', port: 5000, host: '0.0.0.0' }],
  ])('%j with %j', (argv, env, expected) => {
    expect(parseServeOptions(argv, env)).toEqual(expected);
  });

  it.each([
    [[], { PORT: 'abc' }, /PORT: "abc"/],
    [[], { PORT: '70000' }, /PORT/],
    [[], { PORT: '-1' }, /PORT/],
    [['--port', 'x'], {}, /--port: "x"/],
    [['--port'], {}, /Missing value for --port/],
    [['--dir='], {}, /Missing value for --dir/],
    [['--verbose'], {}, /Unknown argument: --verbose/],
    [['dist'], {}, /Unknown argument: dist/],
  ])('rejects %j with %j', (argv, env, message) => {
    expect(() => parseServeOptions(argv, env)).toThrow(message);
  });
});
