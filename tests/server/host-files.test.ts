import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, rawRequest, startServer } from './helpers.js';

let root: Awaited<ReturnType<typeof makeTempDir>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  root = await makeTempDir({
    'index.html': '<!doctype html><title>Accueil</title>',
    '404.html': '<!doctype html><title>Page introuvable</title>',
    _headers: '/*\n  X-Host-Rule: applied\n',
    _redirects: '/old/  /  301\n',
  });
  server = await startServer(root.dir);
});

afterAll(async () => {
  await server.close();
  await root.cleanup();
});

describe('the host configuration files', () => {
  it('are applied', async () => {
    expect((await rawRequest(server.port, '/')).headers['x-host-rule']).toBe('applied');
    expect((await rawRequest(server.port, '/old/')).headers.location).toBe('/');
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
