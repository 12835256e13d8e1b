import { mkdir, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, rawRequest, startServer } from './helpers.js';

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>texte</p>'.repeat(200)}</body></html>`;
const script = `export const x = ${JSON.stringify('y'.repeat(4000))};\n`;

const files: Record<string, string | Buffer> = {
  'dist/index.html': html('Accueil'),
  'dist/404.html': html('Page introuvable'),
  'dist/en/index.html': html('Home'),
  'dist/en/404.html': html('Page not found'),
  'dist/contact/index.html': html('Contact'),
  'dist/evil/index.html': html('Evil'),
  'dist/equipe/payload.json': JSON.stringify({ items: 'z'.repeat(3000) }),
  'dist/payload.json': JSON.stringify({ home: true }),
  'dist/assets/app-abc123.js': script,
  'dist/assets/pre-abc123.css': `body{color:red}${' '.repeat(2000)}`,
  'dist/assets/pre-abc123.css.br': brotliCompressSync(Buffer.from('/* precompressed br */')),
  'dist/assets/pre-abc123.css.gz': gzipSync(Buffer.from('/* precompressed gz */')),
  'dist/builds/latest.json': '{"id":"abc"}',
  'dist/builds/meta/abc.json': '{"id":"abc"}',
  'dist/small.txt': 'tiny',
  'dist/robots.txt': 'User-agent: *\n',
  'dist/sitemap.xml': '<urlset/>',
  'dist/icon.svg': '<svg/>',
  'dist/image.png': Buffer.alloc(4000, 1),
  'dist/photo.jpg': Buffer.alloc(10),
  'dist/photo.webp': Buffer.alloc(10),
  'dist/photo.avif': Buffer.alloc(10),
  'dist/font.woff2': Buffer.alloc(10),
  'dist/card.vcf': 'BEGIN:VCARD',
  'dist/favicon.ico': Buffer.alloc(10),
  'dist/site.webmanifest': '{}',
  'dist/data.json': '{}',
  'dist/module.mjs': 'export {}',
  'dist/style.css': 'a{}',
  'dist/unknown.bin': Buffer.alloc(10),
  'secret.txt': 'top secret',
};

let root: { dir: string; cleanup: () => Promise<void> };
let server: Awaited<ReturnType<typeof startServer>>;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.port, path, { method, headers });

beforeAll(async () => {
  root = await makeTempDir(files);
  server = await startServer(join(root.dir, 'dist'));
});

afterAll(async () => {
  await server.close();
  await root.cleanup();
});

describe('paths', () => {
  it('serves / and /x/ from index.html', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body.toString()).toContain('<title>Accueil</title>');
    const contact = await get('/contact/?utm=1');
    expect(contact.status).toBe(200);
    expect(contact.body.toString()).toContain('<title>Contact</title>');
  });

  it.each([
    ['/contact', '/contact/'],
    ['/contact?a=1&b=2', '/contact/?a=1&b=2'],
    ['/en', '/en/'],
    ['//evil', '/evil/'],
  ])('redirects %s to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['/nope/', 'Page introuvable'],
    ['/nope', 'Page introuvable'],
    ['/english/', 'Page introuvable'],
    ['/en/nope/', 'Page not found'],
    ['/en/a/b/c', 'Page not found'],
    ['/contact/index.htm', 'Page introuvable'],
    ['/small.txt/', 'Page introuvable'],
  ])('answers %s with the localized 404 page', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toContain(`<title>${title}</title>`);
  });

  it('serves the 404 page even to a conditional request', async () => {
    const first = await get('/nope/');
    const second = await get('/nope/', { 'if-none-match': String(first.headers.etag) });
    expect(second.status).toBe(404);
    expect(second.body.length).toBeGreaterThan(0);
  });

  it.each([
    ['/../secret.txt', 403],
    ['/%2e%2e/secret.txt', 403],
    ['/assets/..%2f..%2fsecret.txt', 403],
    ['/assets/%2E%2E/%2E%2E/secret.txt', 403],
    ['/./index.html', 403],
    ['/..%5csecret.txt', 403],
    ['/%zz/', 400],
    ['/a%00b', 400],
  ])('refuses %s with %i', async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.body.toString()).not.toContain('top secret');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405', async (method) => {
    const response = await get('/', {}, method);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/app-abc123.js', {}, 'HEAD');
    const full = await get('/assets/app-abc123.js');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
    const compressed = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(Number(compressed.headers['content-length'])).toBeLessThan(full.body.length);
  });
});

describe('content types', () => {
  it.each([
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/icon.svg', 'image/svg+xml'],
    ['/image.png', 'image/png'],
    ['/photo.jpg', 'image/jpeg'],
    ['/photo.webp', 'image/webp'],
    ['/photo.avif', 'image/avif'],
    ['/font.woff2', 'font/woff2'],
    ['/card.vcf', 'text/vcard; charset=utf-8'],
    ['/favicon.ico', 'image/x-icon'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/module.mjs', 'text/javascript; charset=utf-8'],
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/style.css', 'text/css; charset=utf-8'],
    ['/unknown.bin', 'application/octet-stream'],
  ])('%s is %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cache headers', () => {
  const immutable = 'public, max-age=31536000, immutable';
  it.each([
    ['/', 'no-cache'],
    ['/contact/', 'no-cache'],
    ['/assets/app-abc123.js', immutable],
    ['/assets/app-abc123.js?v=1', immutable],
    ['/equipe/payload.json?b1a2', immutable],
    ['/equipe/payload.json?_b=b1a2', immutable],
    ['/payload.json?b1a2', immutable],
    ['/equipe/payload.json', 'no-cache'],
    ['/equipe/payload.json?', 'no-cache'],
    ['/builds/latest.json', 'no-cache'],
    ['/builds/latest.json?1700000000', 'no-cache'],
    ['/builds/meta/abc.json', immutable],
    ['/data.json?x', 'no-cache'],
    ['/robots.txt', 'no-cache'],
  ])('%s -> %s', async (path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });
});

describe('compression', () => {
  it.each([
    ['br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['gzip, deflate, br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['br;q=0, gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['br;q=0.5, gzip;q=0.8', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['*', 'br', (body: Buffer) => brotliDecompressSync(body)],
  ])('Accept-Encoding %j -> %s', async (accept, encoding, decode) => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(response.body).toString()).toBe(script);
  });

  it.each(['', 'identity', 'deflate', 'br;q=0, gzip;q=0'])('sends identity for Accept-Encoding %j', async (accept) => {
    const response = await get('/assets/app-abc123.js', accept ? { 'accept-encoding': accept } : {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(script);
  });

  it('compresses the 404 page too', async () => {
    const response = await get('/en/missing/', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(404);
    expect(gunzipSync(response.body).toString()).toContain('Page not found');
  });

  it('leaves binary and tiny files alone', async () => {
    const png = await get('/image.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    const tiny = await get('/small.txt', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBe('Accept-Encoding');
    expect(tiny.body.toString()).toBe('tiny');
  });

  it('prefers precompressed siblings', async () => {
    const br = await get('/assets/pre-abc123.css', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe('/* precompressed br */');
    const gz = await get('/assets/pre-abc123.css', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe('/* precompressed gz */');
    expect(new Set([br.headers.etag, gz.headers.etag]).size).toBe(2);
  });

  it('uses a precompressed sibling of a less preferred encoding over compressing on the fly', async () => {
    const { dir, cleanup } = await makeTempDir({
      'page.html': html('x'),
      'page.html.gz': gzipSync(Buffer.from('from gz sibling')),
    });
    const other = await startServer(dir);
    try {
      const response = await rawRequest(other.port, '/page.html', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe('from gz sibling');
    } finally {
      await other.close();
      await cleanup();
    }
  });
});

describe('revalidation', () => {
  it('answers a matching If-None-Match with 304, per encoding', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const notModified = await get('/', { 'if-none-match': String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    expect(notModified.headers['cache-control']).toBe('no-cache');

    expect((await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).status).toBe(304);
    expect((await get('/', { 'if-none-match': `"other", W/${String(plain.headers.etag)}` })).status).toBe(304);
    expect((await get('/', { 'if-none-match': '*' })).status).toBe(304);
    expect((await get('/', { 'if-none-match': String(br.headers.etag) })).status).toBe(200);
  });

  it('answers If-Modified-Since', async () => {
    const first = await get('/robots.txt');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await get('/robots.txt', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('/robots.txt', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
    expect((await get('/robots.txt', { 'if-modified-since': 'garbage' })).status).toBe(200);
    expect((await get('/robots.txt', { 'if-modified-since': lastModified, 'if-none-match': '"x"' })).status).toBe(200);
  });

  it('changes the validator when the file changes', async () => {
    const file = join(root.dir, 'dist', 'changing', 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, 'one');
    const first = await get('/changing/');
    await writeFile(file, 'two, longer');
    const second = await get('/changing/', { 'if-none-match': String(first.headers.etag) });
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe('two, longer');
    await rm(dirname(file), { recursive: true });
  });
});

describe('without 404 pages', () => {
  it('answers a plain-text 404 naming the path', async () => {
    const { dir, cleanup } = await makeTempDir({ 'index.html': 'home' });
    const other = await startServer(dir);
    try {
      const response = await rawRequest(other.port, '/en/missing/');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.toString()).toContain('Page not found: /en/missing/');
    } finally {
      await other.close();
      await cleanup();
    }
  });

  it('falls back to the default 404 page when the localized one is missing', async () => {
    const { dir, cleanup } = await makeTempDir({ '404.html': 'introuvable' });
    const other = await startServer(dir);
    try {
      const response = await rawRequest(other.port, '/en/missing/');
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('introuvable');
    } finally {
      await other.close();
      await cleanup();
    }
  });
});
