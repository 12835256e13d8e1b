import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, rawRequest, startServer } from './helpers.js';

let root: Awaited<ReturnType<typeof makeTempDir>>;
let server: Awaited<ReturnType<typeof startServer>>;
let rulesIgnored: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  root = await makeTempDir({
    'index.html': '<!doctype html><title>Accueil</title>',
    '404.html': '<!doctype html><title>Page introuvable</title>',
    'en/index.html': '<!doctype html><title>Home</title>',
    _headers: '/*\n  X-Host-Rule: applied\n',
    _redirects: '/old/  /  301\n/  /en/  302!  Language=en\n',
  });
  [server, rulesIgnored] = await Promise.all([startServer(root.dir), startServer(root.dir, { redirects: false })]);
});

afterAll(async () => {
  await Promise.all([server.close(), rulesIgnored.close()]);
  await root.cleanup();
});

describe('the host configuration files', () => {
  it('are applied', async () => {
    expect((await rawRequest(server.port, '/')).headers['x-host-rule']).toBe('applied');
    expect((await rawRequest(server.port, '/old/')).headers.location).toBe('/');
    expect((await rawRequest(server.port, '/', { headers: { 'Accept-Language': 'en-CA,en' } })).headers.location).toBe(
      '/en/',
    );
  });

  it('serve the site as a host that reads no redirect rule when asked (npm run lighthouse -- --no-redirects), headers kept', async () => {
    const home = await rawRequest(rulesIgnored.port, '/', { headers: { 'Accept-Language': 'en-CA,en' } });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('<title>Accueil</title>');
    expect(home.headers['x-host-rule']).toBe('applied');
    expect((await rawRequest(rulesIgnored.port, '/old/')).status).toBe(404);
  });

  it.each([
    ['/_headers', 404],
    ['/_redirects', 404],
    ['//_headers', 404],
    ['///_redirects', 404],
    ['/./_headers', 403],
    ['/%2f_headers', 403],
    ['/%2F_redirects', 403],
    ['/%5c_headers', 403],
  ])('are never served: %s answers %i', async (path, status) => {
    const response = await rawRequest(server.port, path);
    expect(response.status).toBe(status);
    expect(response.body.toString()).not.toContain('X-Host-Rule');
    expect(response.body.toString()).not.toContain('/old/');
  });
});
