import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_CONTENT_TOKEN, readConfig } from '../../../src/config/env.js';
import { createSiteContentClient } from '../../../src/content-client/site-content-client.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { createContentFixture, type ContentFixture } from './content-fixture.js';
import { rawRequest, type RawResponse } from './http.js';

const token = 'test-token';
const siteQuery = JSON.stringify({ query: '{ _site { locales } }' });
const bearer = { Authorization: `Bearer ${token}` };

let fixture: ContentFixture;
let server: ContentServer;

beforeAll(async () => {
  fixture = await createContentFixture();
  server = await startContentServer({ dir: fixture.dir, token });
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});
beforeEach(() => server.setFaults(undefined));

function post(body: string, headers: Record<string, string> = bearer, path = '') {
  return rawRequest(`${server.url}${path}`, { headers, body });
}

function expectApiError(response: RawResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.text) as Record<string, unknown>;
  expect(body).toEqual({
    id: expect.any(String),
    type: 'api_error',
    attributes: { code, details: { message: expect.any(String) } },
  });
  return body;
}

describe('content server: HTTP contract', () => {
  it('listens on an ephemeral loopback port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.url).not.toMatch(/:0\/$/);
  });

  it('answers a success with 200 application/json {data} and no errors key', async () => {
    const response = await post(siteQuery);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({ data: { _site: { locales: ['fr_CA', 'en_CA'] } } });
  });

  it('requires an Authorization header', async () => {
    expectApiError(await post(siteQuery, {}), 401, 'INVALID_AUTHORIZATION_HEADER');
  });

  it('rejects a wrong token, bare or Bearer', async () => {
    expectApiError(await post(siteQuery, { Authorization: 'Bearer nope' }), 401, 'INVALID_AUTHORIZATION_HEADER');
    expectApiError(await post(siteQuery, { Authorization: 'nope' }), 401, 'INVALID_AUTHORIZATION_HEADER');
    expectApiError(await post(siteQuery, { Authorization: `Bearer ${token}x` }), 401, 'INVALID_AUTHORIZATION_HEADER');
  });

  it('accepts the token bare or after Bearer', async () => {
    expect((await post(siteQuery, { Authorization: token })).status).toBe(200);
    expect((await post(siteQuery, { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await post(siteQuery, { Authorization: `bearer  ${token}` })).status).toBe(200);
  });

  it('parses the body as JSON whatever the content type says', async () => {
    for (const contentType of [
      undefined,
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'application/json',
    ]) {
      const response = await post(siteQuery, { ...bearer, ...(contentType && { 'Content-Type': contentType }) });
      expect(response.status, String(contentType)).toBe(200);
      expect(JSON.parse(response.text)).toHaveProperty('data._site.locales');
    }
  });

  it('rejects a body that is not JSON, or not a GraphQL request, with 400 INVALID_JSON_BODY', async () => {
    expectApiError(await post('{"query": '), 400, 'INVALID_JSON_BODY');
    expectApiError(await post(''), 400, 'INVALID_JSON_BODY');
    expectApiError(await post('[1]'), 400, 'INVALID_JSON_BODY');
    expectApiError(await post('{"query": 3}'), 400, 'INVALID_JSON_BODY');
    expectApiError(await post('{"query": "{ _site { locales } }", "variables": [1]}'), 400, 'INVALID_JSON_BODY');
  });

  it('accepts null variables', async () => {
    const response = await post(JSON.stringify({ query: '{ _site { locales } }', variables: null }));
    expect(response.status).toBe(200);
  });

  it('rejects a body over 1 MB with 413', async () => {
    const body = JSON.stringify({ query: `{ _site { locales } } #${'x'.repeat(1024 * 1024)}` });
    expectApiError(await post(body), 413, 'REQUEST_BODY_TOO_LARGE');
  });

  it('answers GET with 405 and Allow: POST', async () => {
    const response = await rawRequest(server.url, { method: 'GET', headers: bearer });
    expectApiError(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe('POST, OPTIONS');
  });

  it('answers a CORS preflight', async () => {
    const response = await rawRequest(`${server.url}preview`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(
      /Authorization.*Content-Type.*X-Include-Drafts/,
    );
    const post = await rawRequest(server.url, { headers: bearer, body: siteQuery });
    expect(post.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers an unknown path with 404', async () => {
    expectApiError(await post(siteQuery, bearer, 'graphql'), 404, 'NOT_FOUND');
  });

  it('rejects X-Include-Drafts other than true with 422', async () => {
    for (const value of ['false', '1', 'yes']) {
      expectApiError(
        await post(siteQuery, { ...bearer, 'X-Include-Drafts': value }),
        422,
        'INVALID_X_INCLUDE_DRAFTS_HEADER',
      );
    }
    expectApiError(
      await post(siteQuery, { ...bearer, 'X-Exclude-Invalid': 'no' }),
      422,
      'INVALID_X_EXCLUDE_INVALID_HEADER',
    );
    expect((await post(siteQuery, { ...bearer, 'X-Exclude-Invalid': 'true' })).status).toBe(200);
  });

  it('serves a site with a random token of its own, never the development token', async () => {
    const content = await createSiteContentClient(readConfig({ CONTENT_DIR: fixture.dir }));
    try {
      expect(await content.query('{ _site { locales } }')).toEqual({ _site: { locales: ['fr_CA', 'en_CA'] } });
      const headers = { Authorization: `Bearer ${DEV_CONTENT_TOKEN}` };
      expectApiError(await rawRequest(content.url, { headers, body: siteQuery }), 401, 'INVALID_AUTHORIZATION_HEADER');
    } finally {
      await content.close();
    }
  });

  it('shrugs off a client that goes away while sending its body', async () => {
    const errors = vi.spyOn(console, 'error');
    server.resetStats();
    const req = request(server.url, { method: 'POST', headers: { ...bearer, 'Content-Length': '1000' } });
    req.on('error', () => undefined);
    req.write('{"query":');
    // The server has the request and waits for the rest of its body when the client goes away.
    await vi.waitFor(() => expect(server.stats()).toMatchObject({ requests: 1, inFlight: 1 }));
    req.destroy();
    await vi.waitFor(() =>
      expect(server.stats()).toEqual({ requests: 1, inFlight: 0, maxInFlight: 1, rateLimited: 0, cached: 0 }),
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect((await post(siteQuery)).status).toBe(200);
  });

  it('counts requests and the most handled at once', async () => {
    server.resetStats();
    server.setFaults({ rateSlow: 1, slowMs: 30 });
    await Promise.all([post(siteQuery), post(siteQuery), post(siteQuery)]);
    expect(server.stats()).toEqual({ requests: 3, inFlight: 0, maxInFlight: 3, rateLimited: 0, cached: 0 });
  });
});

describe('content server: injected faults', () => {
  it('answers 429 with X-RateLimit-Reset, a 5xx, a malformed body, in the forced order', async () => {
    server.setFaults({ sequence: ['429', '5xx', 'malformed', 'ok'], resetSeconds: 2, errorStatus: 500 });
    const limited = await post(siteQuery);
    expectApiError(limited, 429, 'RATE_LIMIT_EXCEEDED');
    expect(limited.headers['x-ratelimit-reset']).toBe('2');
    expectApiError(await post(siteQuery), 500, 'INTERNAL_ERROR');
    const malformed = await post(siteQuery);
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.text)).toThrow();
    expect((await post(siteQuery)).status).toBe(200);
  });

  it('delays slow requests', async () => {
    server.setFaults({ sequence: ['slow'], slowMs: 60 });
    const start = performance.now();
    expect((await post(siteQuery)).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });

  it('does not inject faults into requests it rejects anyway', async () => {
    server.setFaults({ rate5xx: 1 });
    expectApiError(await post(siteQuery, {}), 401, 'INVALID_AUTHORIZATION_HEADER');
  });

  it('closes promptly while a slow request waits', async () => {
    const other = await startContentServer({ dir: fixture.dir, token, faults: { rateSlow: 1, slowMs: 60_000 } });
    const pending = rawRequest(other.url, { headers: bearer, body: siteQuery }).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const start = performance.now();
    await other.close();
    expect(performance.now() - start).toBeLessThan(1_000);
    await pending;
  });
});
