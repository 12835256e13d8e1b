import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentClient, type ContentClientOptions } from '../../../src/content-client/content-client.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { createContentFixture, type ContentFixture } from '../server/content-fixture.js';
import { rawRequest } from '../server/http.js';
import { itemId } from '../../support/content-ids.js';

const token = 'client-token';
const siteQuery = '{ _site { locales } }';
const officeQuery =
  'query Office($id: ItemId, $locale: SiteLocale) { office(locale: $locale, filter: { id: { eq: $id } }) { name } }';
const employeesQuery = '{ allSingleEmployees { id } }';

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
beforeEach(() => {
  server.setFaults(undefined);
  server.resetStats();
});

const client = (options: Partial<ContentClientOptions> = {}) =>
  createContentClient({ url: server.url, token, retries: 0, ...options });

describe('content client: requests and errors', () => {
  it('POSTs {query, variables} as JSON with a bearer token and resolves with data', async () => {
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push({ url: String(input), init });
      return fetch(input, init);
    };
    const data = await client({ fetch: recordingFetch }).query(officeQuery, {
      id: itemId('office-00001'),
      locale: 'en_CA',
    });
    expect(data).toEqual({ office: { name: 'Office 1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(server.url);
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    });
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({
      query: officeQuery,
      variables: { id: itemId('office-00001'), locale: 'en_CA' },
    });
  });

  it('fails a 500 with "API Response Status: 500"', async () => {
    server.setFaults({ sequence: ['5xx'], errorStatus: 500 });
    await expect(client().query(siteQuery)).rejects.toThrow(/^API Response Status: 500$/);
  });

  it('fails a 401 at once with "API Response Status: 401"', async () => {
    await expect(client({ token: 'wrong', retries: 3 }).query(siteQuery)).rejects.toThrow(/^API Response Status: 401$/);
    expect(server.stats().requests).toBe(1);
  });

  it('fails an errors array with "API Data Error: {first message}", without retrying', async () => {
    const query = '{ _site { nope } }';
    const raw = await rawRequest(server.url, { headers: { Authorization: token }, body: JSON.stringify({ query }) });
    const firstMessage = (JSON.parse(raw.text) as { errors: { message: string }[] }).errors[0]?.message;
    expect(firstMessage).toMatch(/nope/);
    server.resetStats();

    const error = await client({ retries: 3 })
      .query(query)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`API Data Error: ${firstMessage}`);
    expect(server.stats().requests).toBe(1);
  });

  it('targets /preview with X-Include-Drafts in preview mode and so sees drafts', async () => {
    const published = await client().query<{ allSingleEmployees: { id: string }[] }>(employeesQuery);
    const preview = await client({ preview: true }).query<{ allSingleEmployees: { id: string }[] }>(employeesQuery);
    expect(published.allSingleEmployees.map((e) => e.id)).toEqual([itemId('emp-published')]);
    expect(preview.allSingleEmployees.map((e) => e.id).sort()).toEqual([itemId('emp-draft'), itemId('emp-published')]);
    const sent: { url: string; drafts: string | null }[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push({ url: String(input), drafts: new Headers(init?.headers).get('x-include-drafts') });
      return fetch(input, init);
    };
    await client({ preview: true, fetch: recording }).query(employeesQuery);
    await client({ fetch: recording }).query(employeesQuery);
    expect(sent).toEqual([
      { url: `${server.url.replace(/\/$/, '')}/preview`, drafts: 'true' },
      { url: server.url, drafts: null },
    ]);
  });
});

describe('content client: cache', () => {
  it('answers a repeated query from memory, whatever the order of its variables', async () => {
    const content = client();
    const first = await content.query(officeQuery, { id: itemId('office-00001'), locale: 'fr_CA' });
    const second = await content.query(officeQuery, { locale: 'fr_CA', id: itemId('office-00001') });
    expect(second).toEqual(first);
    expect(server.stats().requests).toBe(1);
    await content.query(officeQuery, { id: itemId('office-00002'), locale: 'fr_CA' });
    expect(server.stats().requests).toBe(2);
    content.clearCache();
    await content.query(officeQuery, { id: itemId('office-00001'), locale: 'fr_CA' });
    expect(server.stats().requests).toBe(3);
  });

  it('shares one pending request between identical concurrent queries', async () => {
    server.setFaults({ rateSlow: 1, slowMs: 30 });
    const content = client();
    const results = await Promise.all(Array.from({ length: 5 }, () => content.query(siteQuery)));
    expect(new Set(results).size).toBe(1);
    expect(server.stats().requests).toBe(1);
  });

  it('does not keep a failure', async () => {
    server.setFaults({ sequence: ['5xx'] });
    const content = client();
    await expect(content.query(siteQuery)).rejects.toThrow('API Response Status: 503');
    await expect(content.query(siteQuery)).resolves.toEqual({ _site: { locales: ['fr_CA', 'en_CA'] } });
    await content.query(siteQuery);
    expect(server.stats().requests).toBe(2);
  });

  it('is off in preview and when turned off', async () => {
    const preview = client({ preview: true });
    await Promise.all([preview.query(siteQuery), preview.query(siteQuery)]);
    await preview.query(siteQuery);
    expect(server.stats().requests).toBe(3);

    server.resetStats();
    const uncached = client({ cache: false });
    await uncached.query(siteQuery);
    await uncached.query(siteQuery);
    expect(server.stats().requests).toBe(2);
  });
});
