import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseHeadersFile } from '../../src/hosting/headers-file.js';
import { parseRedirectsFile } from '../../src/hosting/redirects-file.js';
import { rawRequest, startServer } from '../server/helpers.js';

const dir = inject('builtSiteDir');
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer(dir);
});
afterAll(() => server?.close());

const policyOf = async () => parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'));

describe('the host configuration the build writes', () => {
  it('gives every path a Content-Security-Policy that runs no evaluated script and, inline, only the language script of /, and framing, sniffing and referrer rules', async () => {
    const rules = await policyOf();
    const everyPath = rules.find((rule) => rule.pattern === '/*')?.headers ?? {};
    const csp = everyPath['Content-Security-Policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const executableInline = async (path: string) =>
      [...(await readFile(join(dir, path, 'index.html'), 'utf8')).matchAll(/<script>([^<]*)<\/script>/g)].map(
        (match) => match[1] ?? '',
      );
    // First in the head of /, before the preloads: an English visitor leaves before the French hero downloads.
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><script>/,
    );
    const [languageScript, ...others] = await executableInline('/');
    expect(others).toEqual([]);
    expect(scriptSrc).toBe(
      `'self' 'sha256-${createHash('sha256')
        .update(languageScript ?? '')
        .digest('base64')}'`,
    );
    for (const path of ['/en/', '/equipe/']) expect(await executableInline(path), path).toEqual([]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('googletagmanager');
    expect(everyPath).toMatchObject({
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // The test site is served over HTTPS: HSTS goes to its host.
    expect(everyPath['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
  });

  it('makes hashed files immutable and never sets Cache-Control twice on a path (Cloudflare would join the values)', async () => {
    const rules = await policyOf();
    const caching = rules.filter((rule) => 'Cache-Control' in rule.headers);
    expect(caching.find((rule) => rule.pattern === '/assets/*')?.headers['Cache-Control']).toContain('immutable');
    expect(caching.find((rule) => rule.pattern === '/builds/latest.json')?.headers['Cache-Control']).toBe('no-cache');
    expect(caching.some((rule) => rule.pattern === '/*')).toBe(false);
  });

  it('writes the redirects, the home page language redirect and the localized 404s', async () => {
    const rules = parseRedirectsFile(await readFile(join(dir, '_redirects'), 'utf8'));
    expect(rules).toContainEqual({ from: '/', to: '/en/', status: 302, force: true, language: ['en'] });
    expect(rules).toContainEqual({ from: '/en/*', to: '/en/404.html', status: 404, force: false });
    expect(rules.at(-1)).toEqual({ from: '/*', to: '/404.html', status: 404, force: false });
  });
});

describe('npm run serve applies the same files', () => {
  it('sends the policy of _headers on pages, files, redirects and 404s', async () => {
    const csp = (await policyOf()).find((rule) => rule.pattern === '/*')?.headers['Content-Security-Policy'];
    for (const path of ['/equipe/', '/sitemap.xml', '/equipe', '/nulle-part/']) {
      const response = await rawRequest(server.port, path, { headers: { 'Accept-Language': 'fr-CA' } });
      expect(response.headers['content-security-policy'], path).toBe(csp);
      expect(response.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('sends an English-speaking first visitor of / to /en/ before anything renders, and keeps a chosen language', async () => {
    const english = await rawRequest(server.port, '/?utm_source=x', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9,fr;q=0.8' },
    });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/en/?utm_source=x');
    expect(english.headers.vary).toContain('Accept-Language');
    const french = await rawRequest(server.port, '/', { headers: { 'Accept-Language': 'fr-CA,en;q=0.5' } });
    expect(french.status).toBe(200);
    const chose = await rawRequest(server.port, '/', {
      headers: { 'Accept-Language': 'en-US', Cookie: 'i18n_redirected=fr' },
    });
    expect(chose.status).toBe(200);
    expect(chose.body.toString()).toContain('<html lang="fr-CA"');
  });

  it('answers with the 404 page of the path language and never serves the host files', async () => {
    const english = await rawRequest(server.port, '/en/nowhere/');
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('<html lang="en-CA"');
    for (const path of ['/_headers', '/_redirects'])
      expect((await rawRequest(server.port, path)).status, path).toBe(404);
  });
});
