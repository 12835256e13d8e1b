import { describe, expect, it } from 'vitest';
import { encodePath, normalizePath, pathOfTarget, searchOfTarget } from '../../src/http/request-path.js';

describe('normalizePath', () => {
  it.each([
    ['/', '/', false],
    ['/fr/contact/', '/fr/contact/', false],
    ['/caf%C3%A9/', '/café/', false],
    ['//evil.com/x', '/evil.com/x', false],
    ['///a////b', '/a/b', false],
    ['/./', '/', true],
    ['/.//evil.com/x', '/evil.com/x', true],
    ['/%2e//evil.com/x', '/evil.com/x', true],
    ['/%2E%2E//evil.com', '/evil.com', true],
    ['/a/..//evil.com/x', '/evil.com/x', true],
    ['/..//evil.com/path', '/evil.com/path', true],
    ['/../../../etc/passwd', '/etc/passwd', true],
    ['/a/b/..', '/a/', true],
    ['/a/b/.', '/a/b/', true],
    ['/a/.b/..c', '/a/.b/..c', false],
    ['/%252e%252e/', '/%2e%2e/', false],
  ])('%s is %s', (raw, path, hadDotSegments) => {
    expect(normalizePath(raw)).toEqual({ ok: true, path, hadDotSegments });
  });

  it.each([
    ['', 'malformed'],
    ['evil.com', 'malformed'],
    ['http://evil.com/', 'malformed'],
    ['/%zz', 'malformed'],
    ['/%', 'malformed'],
    ['/a%00b', 'malformed'],
    ['/%c3', 'malformed'],
    ['/a\\b', 'forbidden'],
    ['/\\evil.com', 'forbidden'],
    ['/%5cevil.com', 'forbidden'],
    ['/..%5c..%5csecret', 'forbidden'],
    ['/a%2fb', 'forbidden'],
    ['/..%2F..%2Fsecret', 'forbidden'],
  ])('refuses %j as %s', (raw, reason) => {
    expect(normalizePath(raw)).toEqual({ ok: false, reason });
  });

  it('decodes once: a normalized path normalizes to itself', () => {
    for (const raw of ['/a/../b/', '/caf%C3%A9/', '/%2525/', '//x//y/']) {
      const once = normalizePath(raw);
      if (!once.ok) throw new Error(`${raw} refused`);
      expect(normalizePath(encodePath(once.path))).toEqual({ ok: true, path: once.path, hadDotSegments: false });
    }
  });
});

describe('encodePath', () => {
  it('percent-encodes what a URL path may not hold, keeping slashes and sub-delimiters', () => {
    expect(encodePath('/café/a b/%/?#/')).toBe('/caf%C3%A9/a%20b/%25/%3F%23/');
    expect(encodePath("/a:b@c$d&e+f,g;h=i/l'été")).toBe("/a:b@c$d&e+f,g;h=i/l'%C3%A9t%C3%A9");
    expect(encodePath('/\r\n')).toBe('/%0D%0A');
  });
});

describe('request targets', () => {
  it.each([
    ['/a/b?x=1#y', '/a/b', '?x=1'],
    ['/a#y?x', '/a', ''],
    ['/a?', '/a', '?'],
    ['/a', '/a', ''],
    ['/a?b?c', '/a', '?b?c'],
  ])('%s has the path %s and the query %j', (target, path, search) => {
    expect(pathOfTarget(target)).toBe(path);
    expect(searchOfTarget(target)).toBe(search);
  });
});
