import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startServer } from '../server/helpers.js';
import { expectAnswer, HUGE_HEADER, sendRaw, type HostileRequest } from './raw-http.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

/** Outside the live output, beside it: what no request may read. */
const SECRET = 'secret-outside-the-output';
const DEPLOY = 'dist.deploys/build-1';

let root: Awaited<ReturnType<typeof makeTempDir>>;
let server: Awaited<ReturnType<typeof startServer>>;

/**
 * The live output as `npm run serve` serves it: `dist` is a link to the current deploy folder, holding the pages, the
 * host files, and links that lead inside it (allowed) and outside it (a file, a folder, a precompressed sibling).
 */
beforeAll(async () => {
  const css = `body { color: black; }\n${'/* padding */\n'.repeat(100)}`;
  root = await makeTempDir({
    'package.json': `{"name": "${SECRET}"}`,
    'outside/secret.txt': SECRET,
    'outside/nested/secret.txt': SECRET,
    'outside/app.css.br': SECRET,
    [`${DEPLOY}/index.html`]: '<!doctype html><title>Accueil</title>',
    [`${DEPLOY}/404.html`]: '<!doctype html><title>Page introuvable</title>',
    [`${DEPLOY}/en/index.html`]: '<!doctype html><title>Home</title>',
    [`${DEPLOY}/en/404.html`]: '<!doctype html><title>Page not found</title>',
    [`${DEPLOY}/carriere/index.html`]: '<!doctype html><title>Carrière</title>',
    [`${DEPLOY}/app.css`]: css,
    [`${DEPLOY}/_headers`]: '/*\n  X-Host-Rule: applied\n',
    [`${DEPLOY}/_redirects`]: '/ancien/  /carriere/  301\n',
  });
  const deploy = join(root.dir, DEPLOY);
  await symlink('../../outside/secret.txt', join(deploy, 'secret.txt'));
  await symlink('../../outside', join(deploy, 'elsewhere'));
  await symlink('../../outside/app.css.br', join(deploy, 'app.css.br'));
  await mkdir(join(deploy, 'alias'));
  await symlink('../index.html', join(deploy, 'alias/index.html'));
  await writeFile(join(deploy, 'robots.txt'), 'User-agent: *\n');
  execFileSync('mkfifo', [join(deploy, 'pipe.html')]);
  await symlink('pipe.html', join(deploy, 'pipe-link.html'));
  await symlink('/dev/zero', join(deploy, 'zero.css'));
  await symlink(DEPLOY, join(root.dir, 'dist'));
  server = await startServer(join(root.dir, 'dist'));
});

afterAll(async () => {
  await server.close();
  await root.cleanup();
});

/** The static server's hostile requests, with their status. */
const HOSTILE: HostileRequest[] = [
  { name: 'traversal', target: '/../package.json', status: 403 },
  { name: 'traversal, deeper', target: '/../../../../etc/passwd', status: 403 },
  { name: 'traversal, encoded dots', target: '/%2e%2e/package.json', status: 403 },
  { name: 'traversal, upper-case encoded dots', target: '/%2E%2E/package.json', status: 403 },
  { name: 'traversal, one dot encoded', target: '/.%2e/package.json', status: 403 },
  { name: 'traversal, encoded slash', target: '/..%2fpackage.json', status: 403 },
  { name: 'traversal, all encoded', target: '/%2e%2e%2fpackage.json', status: 403 },
  { name: 'traversal, double encoded (a file name, not a path)', target: '/%252e%252e%252fpackage.json', status: 404 },
  { name: 'traversal, backslash', target: '/..\\package.json', status: 403 },
  { name: 'traversal, encoded backslash', target: '/..%5cpackage.json', status: 403 },
  { name: 'traversal, overlong UTF-8 dot', target: '/%c0%ae%c0%ae/package.json', status: 400 },
  { name: 'traversal through a link to a folder outside', target: '/elsewhere/secret.txt', status: 404 },
  { name: 'traversal through a link to a folder outside, deeper', target: '/elsewhere/nested/secret.txt', status: 404 },
  { name: 'a link to a file outside', target: '/secret.txt', status: 404 },
  { name: 'a FIFO no one writes to (answered at once)', target: '/pipe.html', status: 404 },
  { name: 'a link to that FIFO', target: '/pipe-link.html', status: 404 },
  { name: 'a link to an endless device', target: '/zero.css', status: 404 },
  { name: 'a host file by a double slash', target: '//_headers', status: 404 },
  { name: 'a host file by three slashes', target: '///_redirects', status: 404 },
  { name: 'a host file by an encoded slash', target: '/%2f_headers', status: 403 },
  { name: '//host (no redirect off the site)', target: '//evil.example/', status: 404, absentHeader: 'location' },
  { name: '/%2e//host', target: '/%2e//evil.example/', status: 403, absentHeader: 'location' },
  { name: '/\\host', target: '/\\evil.example/', status: 403, absentHeader: 'location' },
  { name: 'a folder by //host form keeps its redirect on the site', target: '//carriere', status: 301 },
  { name: 'an absolute-form target', target: 'http://evil.example/', status: 400 },
  { name: 'an asterisk target', target: '*', status: 400 },
  { name: 'NUL, encoded', target: '/index.html%00.txt', status: 400 },
  { name: 'NUL, raw', target: '/index.html\0', status: 400 },
  {
    name: 'CRLF, encoded (no header injected)',
    target: '/carriere%0d%0aSet-Cookie:%20x=1',
    status: 404,
    absentHeader: 'set-cookie',
  },
  {
    name: 'CRLF in a redirect (no header injected)',
    target: '/ancien/?x=%0d%0aSet-Cookie:%20x=1',
    status: 301,
    absentHeader: 'set-cookie',
  },
  {
    name: 'CRLF, raw, ends the request line (the rest is a request header)',
    target: '/a\r\nSet-Cookie: x=1',
    status: 404,
    absentHeader: 'set-cookie',
  },
  { name: 'a lone percent', target: '/%', status: 400 },
  { name: 'invalid UTF-8', target: '/%c3%28', status: 400 },
  { name: 'unicode, right-to-left override', target: '/%E2%80%AEtxt.html', status: 404 },
  { name: 'unicode, raw bytes (not a valid request line)', target: '/carri\u00c3\u00a8re/', status: 400 },
  { name: 'control characters', target: '/%01%07%1b%7f', status: 404 },
  { name: 'a very long path', target: `/${'a'.repeat(5000)}`, status: 404 },
  { name: 'POST', method: 'POST', target: '/', body: 'x=1', status: 405 },
  { name: 'PUT', method: 'PUT', target: '/index.html', body: 'owned', status: 405 },
  { name: 'DELETE', method: 'DELETE', target: '/index.html', status: 405 },
  { name: 'OPTIONS *', method: 'OPTIONS', target: '*', status: 405 },
  { name: 'TRACE', method: 'TRACE', target: '/', status: 405 },
  { name: 'an unknown method', method: 'BREW', target: '/', status: 400 },
  { name: 'a huge header', target: '/', headers: HUGE_HEADER, status: 431 },
  { name: 'a slow body on a GET', target: '/', slowBody: { chunks: ['a', 'b', 'c'], pauseMs: 50 }, status: 200 },
  { name: 'a forged Host', target: '/carriere', headers: { Host: 'evil.example' }, status: 301 },
  { name: 'control characters in a header value', target: '/', headers: { 'Accept-Language': 'fr\x01' }, status: 400 },
  {
    name: 'unicode in a header value',
    target: '/',
    headers: { 'Accept-Language': 'fr-CA;q=0.9,\u00e9\u00e9' },
    status: 200,
  },
];

describe('the static server (npm run serve) under hostile requests', () => {
  it.each(HOSTILE)('$name: $status', async (request) => {
    countHostile('static server');
    const answer = await expectAnswer(server.port, request);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('X-Host-Rule');
    const location = /\r\nlocation: ([^\r]*)/i.exec(answer.head)?.[1];
    if (location !== undefined) expect(new URL(location, 'http://127.0.0.1').host).toBe('127.0.0.1');
  });

  it('still serves the site, a link inside the output included', async () => {
    expect((await sendRaw(server.port, { name: 'home', target: '/', status: 200 })).body).toContain('Accueil');
    expect((await sendRaw(server.port, { name: 'alias', target: '/alias/', status: 200 })).body).toContain('Accueil');
  });

  it('never sends a precompressed sibling that links outside the output', async () => {
    const answer = await sendRaw(server.port, {
      name: 'css',
      target: '/app.css',
      headers: { 'Accept-Encoding': 'br' },
      status: 200,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(SECRET);
  });
});
