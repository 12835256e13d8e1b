import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { createContentFixture, type ContentFixture } from './content-fixture.js';
import { rawRequest } from './http.js';
import { itemId } from '../../support/content-ids.js';

const token = 'test-token';
const bearer = { Authorization: `Bearer ${token}` };
const employeesQuery = '{ allSingleEmployees(orderBy: lastName_ASC) { id _status } }';

let fixture: ContentFixture;
let server: ContentServer;

beforeAll(async () => {
  fixture = await createContentFixture({ offices: 3 });
  server = await startContentServer({ dir: fixture.dir, token });
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});

async function graphql(
  query: string,
  variables?: Record<string, unknown>,
  options: { path?: string; headers?: Record<string, string> } = {},
) {
  const response = await rawRequest(`${server.url}${options.path ?? ''}`, {
    headers: { ...bearer, ...options.headers },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return JSON.parse(response.text) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
}

describe('content server: GraphQL over HTTP', () => {
  it('hides drafts from POST /', async () => {
    expect(await graphql(employeesQuery)).toEqual({
      data: { allSingleEmployees: [{ id: itemId('emp-published'), _status: 'published' }] },
    });
  });

  it('serves drafts on POST /preview and with X-Include-Drafts: true', async () => {
    const expected = {
      data: {
        allSingleEmployees: [
          { id: itemId('emp-draft'), _status: 'draft' },
          { id: itemId('emp-published'), _status: 'published' },
        ],
      },
    };
    expect(await graphql(employeesQuery, undefined, { path: 'preview' })).toEqual(expected);
    expect(await graphql(employeesQuery, undefined, { headers: { 'X-Include-Drafts': 'true' } })).toEqual(expected);
    expect(
      await graphql(employeesQuery, undefined, { path: 'preview', headers: { 'X-Include-Drafts': 'true' } }),
    ).toEqual(expected);
  });

  it('answers a GraphQL error with 200 {errors} and no data', async () => {
    const body = await graphql('{ allSingleEmployees { noSuchField } }');
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('noSuchField'),
        locations: [{ line: 1, column: 24 }],
      }),
    ]);
  });

  it('reads variables and localizes, with fallback locales', async () => {
    const query = `query Employee($locale: SiteLocale, $fallback: [SiteLocale!]) {
      singleEmployee(locale: $locale, fallbackLocales: $fallback, filter: { id: { eq: "${itemId('emp-published')}" } }) { role languages }
    }`;
    expect(await graphql(query, { locale: 'fr_CA' })).toEqual({
      data: { singleEmployee: { role: 'Associée', languages: 'Français, anglais' } },
    });
    expect(await graphql(query, { locale: 'en_CA' })).toEqual({
      data: { singleEmployee: { role: 'Partner', languages: null } },
    });
    expect(await graphql(query, { locale: 'en_CA', fallback: ['fr_CA'] })).toEqual({
      data: { singleEmployee: { role: 'Partner', languages: 'Français, anglais' } },
    });
  });

  it('pages with first and skip, and refuses first over 500', async () => {
    const query = `query Offices($first: IntType, $skip: IntType) {
      allOffices(first: $first, skip: $skip) { id } _allOfficesMeta { count }
    }`;
    expect(await graphql(query, { first: 2, skip: 1 })).toEqual({
      data: {
        allOffices: [{ id: itemId('office-00002') }, { id: itemId('office-00003') }],
        _allOfficesMeta: { count: 3 },
      },
    });
    expect(await graphql(query, { first: 501 })).toEqual({
      errors: [expect.objectContaining({ message: expect.stringMatching(/501 .*500/), path: ['allOffices'] })],
      data: null,
    });
  });
});

describe('content server over tests/fixtures/content-small', () => {
  it('serves a draft only in preview, in the locale asked', async () => {
    const small = await startContentServer({
      dir: resolve(import.meta.dirname, '../../fixtures/content-small'),
      token,
    });
    try {
      const body = JSON.stringify({
        query: `query($locale: SiteLocale) { singleNews(locale: $locale, filter: { id: { eq: "${itemId('news-draft-ai')}" } }) { title } }`,
        variables: { locale: 'en_CA' },
      });
      const published = await rawRequest(small.url, { headers: bearer, body });
      expect(JSON.parse(published.text)).toEqual({ data: { singleNews: null } });
      const preview = await rawRequest(`${small.url}preview`, { headers: bearer, body });
      expect(JSON.parse(preview.text)).toEqual({ data: { singleNews: { title: 'AI and employment law' } } });
    } finally {
      await small.close();
    }
  });
});
