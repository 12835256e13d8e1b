import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond } from '../../src/http/respond.js';
import { dispatch } from '../../src/http/route-table.js';
import { PREVIEW_PATH, previewApi } from '../../src/preview/preview-api.js';
import { markAsPreview } from '../../src/preview/preview-banner.js';
import { renderedResponse } from '../../renderer/server/render-on-request.js';
import { rawRequest } from '../server/helpers.js';

const TOKEN = 'open-redirect-test-token';
const SITE = 'http://127.0.0.1';

/** A `Location` stays on the site when a browser resolving it against the page's origin gets that origin. */
const staysOnSite = (location: string | undefined) =>
  location !== undefined &&
  !location.startsWith('//') &&
  !location.startsWith('/\\') &&
  new URL(location, SITE).origin === SITE;

async function listen(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const HOSTILE = [
  '/.//evil.com',
  '/%2e//evil.com',
  '/a/..//evil.com',
  '/..//evil.com/path',
  '/%2E%2E//evil.com',
  '/.%2f/evil.com',
  '/./\\evil.com',
];

describe('the redirect= of /api/preview', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const api = previewApi({
      token: TOKEN,
      siteUrl: 'https://www.example.test',
      links: () => Promise.resolve([]),
      unauthorized: ({ res }) => respond(res, 401),
      trustProxy: 0,
    });
    const routes = [{ method: '*' as const, path: PREVIEW_PATH, auth: api.token, handle: api.open }];
    ({ server, port } = await listen((req, res) => void dispatch({ paths: 'normalized', routes }, req, res)));
  });
  afterAll(() => close(server));

  it.each(HOSTILE)('keeps %s on the site', async (target) => {
    const response = await rawRequest(port, `/api/preview?token=${TOKEN}&redirect=${encodeURIComponent(target)}`);
    expect(response.status).toBe(303);
    expect(staysOnSite(response.headers.location)).toBe(true);
  });

  it('still leads to the page asked for, its query kept', async () => {
    const response = await rawRequest(
      port,
      `/api/preview?token=${TOKEN}&redirect=${encodeURIComponent('/carriere/a/?q=b c')}`,
    );
    expect(response.headers.location).toBe('/carriere/a/?q=b%20c');
  });
});

describe('the trailing-slash redirect of pages rendered on request (preview and dev)', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const respond = renderedResponse({
      render: () => Promise.resolve({ status: 200, html: '<html><head></head><body>page</body></html>' }),
      headers: {},
      transformHtml: (url, html) => markAsPreview(html, url.pathname),
    });
    ({ server, port } = await listen((req, res) => void respond(req, res)));
  });
  afterAll(() => close(server));

  it.each(['/.//evil.com/x', '/%2e//evil.com/x', '/a/..//evil.com/x', '//evil.com/x', '/%2E/%2E//evil.com/x'])(
    'keeps %s on the site',
    async (path) => {
      const response = await rawRequest(port, path);
      expect(response.status).toBe(301);
      expect(staysOnSite(response.headers.location)).toBe(true);
    },
  );

  it('redirects a page without its slash to the page with it, the query kept', async () => {
    const response = await rawRequest(port, '/carriere/a?b=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/carriere/a/?b=1');
  });
});
