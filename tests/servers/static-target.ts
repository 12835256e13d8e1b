import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HEADERS_FILE, printHeadersFile } from '../../src/hosting/headers-file.js';
import { hostHeaderRules, hostRedirectRules } from '../../src/hosting/host-rules.js';
import { printRedirectsFile, REDIRECTS_FILE } from '../../src/hosting/redirects-file.js';
import { createStaticHandler } from '../../src/server/static-server.js';
import type { ReplayRequest } from './raw-exchange.js';
import { listen, revalidate, withMethods, type ReplayServer, type ReplayTarget } from './replay-target.js';

/** Every file of the site is dated so: its ETag and Last-Modified are the same at each run. */
const FILE_TIME = new Date('2026-01-15T12:00:00Z');
const page = (lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${'<p>Texte du cabinet.</p>'.repeat(80)}</main></body></html>\n`;
const script = `export const x = ${JSON.stringify('a'.repeat(3000))};\n`;
const style = `body{margin:0}${'.c{color:red}'.repeat(200)}\n`;

/** A small built site: pages in both languages, 404 pages, hashed assets (one precompressed), the build's files. */
const SITE: Record<string, string | Buffer> = {
  'index.html': page('fr-CA', 'Accueil'),
  'en/index.html': page('en-CA', 'Home'),
  'carriere/index.html': page('fr-CA', 'Carrière'),
  'carriere/payload.json': '{"page":"carriere","data":{"title":"Carrière"}}\n',
  'carriere/equipe.vcf': 'BEGIN:VCARD\nVERSION:3.0\nFN:Marie Tremblay\nEND:VCARD\n',
  'en/careers/index.html': page('en-CA', 'Careers'),
  '404.html': page('fr-CA', 'Page introuvable'),
  'en/404.html': page('en-CA', 'Page not found'),
  'assets/app-1a2b3c4d.js': script,
  'assets/style-5e6f7a8b.css': style,
  'assets/style-5e6f7a8b.css.br': brotliCompressSync(style),
  'assets/style-5e6f7a8b.css.gz': gzipSync(style),
  '_img/photo-0123abcd.webp': Buffer.from('RIFF0000WEBPVP8 fake image bytes'),
  'builds/latest.json': '{"id":"20260115T120000Z-0a1b2c3d","timestamp":0,"shell":"s1"}\n',
  'builds/meta/20260115T120000Z-0a1b2c3d.json': '{"buildId":"20260115T120000Z-0a1b2c3d"}\n',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '.hidden': 'secret',
  [HEADERS_FILE]: printHeadersFile(hostHeaderRules({ tagManager: false, hostedSearch: false, https: false })),
  [REDIRECTS_FILE]: printRedirectsFile(hostRedirectRules()),
};

/** Writes the site into a new temp folder (with a link leading out of it), every file dated {@link FILE_TIME}. */
export async function writeSite(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'replay-site-'));
  const dir = join(root, 'dist');
  await writeFile(join(root, 'outside.txt'), 'outside the site\n');
  for (const [path, content] of Object.entries(SITE)) {
    const file = join(dir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    await utimes(file, FILE_TIME, FILE_TIME);
  }
  await symlink(join(root, 'outside.txt'), join(dir, 'outside.txt'));
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

const get = (name: string, target: string, headers: Record<string, string> = {}): ReplayRequest => ({
  name,
  target,
  headers,
});

/** What a static host is asked: pages, files, encodings, revalidation, redirects, 404s, traversal, wrong methods. */
export const STATIC_REQUESTS: ReplayRequest[] = [
  get('home, French browser', '/', { 'Accept-Language': 'fr-CA,fr;q=0.9' }),
  get('home, English browser (language redirect)', '/', { 'Accept-Language': 'en-CA,en;q=0.9' }),
  get('home, English browser with a language cookie', '/', { 'Accept-Language': 'en', Cookie: 'i18n_redirected=fr' }),
  get('home, brotli', '/', { 'Accept-Encoding': 'br' }),
  get('home, gzip', '/', { 'Accept-Encoding': 'gzip' }),
  { ...get('home, revalidated by ETag', '/'), headersFrom: revalidate },
  get('home, revalidated by date', '/', { 'If-Modified-Since': 'Thu, 15 Jan 2026 12:00:00 GMT' }),
  get('home, modified since', '/', { 'If-Modified-Since': 'Wed, 14 Jan 2026 12:00:00 GMT' }),
  get('home, If-None-Match *', '/', { 'If-None-Match': '*' }),
  get('home, a stale ETag', '/', { 'If-None-Match': '"0-0"' }),
  { name: 'home, HEAD', method: 'HEAD', target: '/' },
  get('English home', '/en/'),
  get('a page', '/carriere/'),
  get('a page with a query', '/carriere/?utm=x'),
  get('a page without its slash', '/carriere'),
  get('a page without its slash, with a query', '/carriere?x=1&y=%20'),
  get('a page by its file', '/carriere/index.html'),
  get('a payload', '/carriere/payload.json'),
  get('a payload with a build id', '/carriere/payload.json?v=20260115T120000Z-0a1b2c3d'),
  get('a page file', '/carriere/equipe.vcf'),
  get('a script, brotli asked, none precompressed', '/assets/app-1a2b3c4d.js', { 'Accept-Encoding': 'br, gzip' }),
  get('a script, identity', '/assets/app-1a2b3c4d.js'),
  get('a stylesheet, precompressed brotli', '/assets/style-5e6f7a8b.css', { 'Accept-Encoding': 'gzip, br' }),
  get('a stylesheet, precompressed gzip', '/assets/style-5e6f7a8b.css', { 'Accept-Encoding': 'gzip' }),
  {
    ...get('a stylesheet, revalidated', '/assets/style-5e6f7a8b.css', { 'Accept-Encoding': 'br' }),
    headersFrom: revalidate,
  },
  get('an image variant', '/_img/photo-0123abcd.webp'),
  get('the latest build', '/builds/latest.json'),
  get('a build meta', '/builds/meta/20260115T120000Z-0a1b2c3d.json'),
  get('robots.txt', '/robots.txt'),
  get('old language prefix', '/fr/'),
  get('English prefix without slash', '/en'),
  get('a missing page', '/pas-de-page/'),
  get('a missing English page', '/en/no-page/'),
  get('a missing file', '/assets/missing.js'),
  get('the _headers file', `/${HEADERS_FILE}`),
  get('the _redirects file', `/${REDIRECTS_FILE}`),
  get('a hidden file', '/.hidden'),
  get('a link out of the site', '/outside.txt'),
  get('traversal', '/../../etc/passwd'),
  get('traversal, encoded dots', '/%2e%2e/%2e%2e/etc/passwd'),
  get('traversal, encoded slash', '/..%2f..%2fetc/passwd'),
  get('traversal, encoded backslash', '/..%5c..%5cetc/passwd'),
  get('a backslash', '/a\\b'),
  get('dot segment', '/carriere/./'),
  get('NUL, encoded', '/carriere/%00/'),
  get('a lone percent', '/%/'),
  get('invalid UTF-8', '/%c3%28/'),
  get('double slash', '//evil.example/'),
  get('a redirect that would leave the site', '/.//evil.example'),
  get('CRLF, encoded, in a redirect', '/carriere%0d%0aX-Injected:%20yes'),
  get('absolute-form target', 'http://127.0.0.1/carriere/'),
  get('asterisk target', '*'),
  ...withMethods({ name: 'a page', target: '/carriere/', body: 'x=1' }, ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']),
  { name: 'a missing page, HEAD', method: 'HEAD', target: '/pas-de-page/' },
];

/**
 * `createStaticHandler` over the site: `npm run serve`'s site, and `publish:serve`'s. `wrap` changes its answers
 * (the replay test's own test: a server that answers differently fails the replay).
 */
export function staticTarget(
  name: string,
  { redirects = true, wrap = (listener: RequestListener) => listener } = {},
): ReplayTarget {
  return {
    name,
    async start(): Promise<ReplayServer> {
      const site = await writeSite();
      const server = await listen(wrap(createStaticHandler({ dir: site.dir, redirects })));
      return {
        port: server.port,
        requests: redirects
          ? STATIC_REQUESTS
          : STATIC_REQUESTS.filter((request) => /home|missing|prefix|slash/.test(request.name)),
        async close() {
          await server.close();
          await site.remove();
        },
      };
    },
  };
}
