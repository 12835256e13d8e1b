import { resolve } from 'node:path';
import { ApiError, executeQuery, rawExecuteQuery } from '@datocms/cda-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../../src/content/server/content-server.js';

/** The embedded service queried with DatoCMS's own client (`@datocms/cda-client`), as a team's code would. */
const token = 'dialect-token';
let server: ContentServer;

beforeAll(async () => {
  server = await startContentServer({ dir: resolve(import.meta.dirname, '../../fixtures/content-small'), token });
});
afterAll(() => server.close());

const options = (extra: { environment?: string; includeDrafts?: boolean; graphqlEndpointUrl?: string } = {}) => ({
  token,
  graphqlEndpointUrl: server.url,
  autoRetry: false,
  ...extra,
});

async function apiErrorOf(promise: Promise<unknown>): Promise<{ status: number; code: unknown }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { response } = error as ApiError;
  const body = response.body as { attributes?: { code?: unknown } } | undefined;
  return { status: response.status, code: body?.attributes?.code };
}

async function graphqlErrorOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const body = (error as ApiError).response.body as { errors?: { message: string }[] };
  expect((error as ApiError).response.status).toBe(200);
  return (body.errors ?? []).map((entry) => entry.message);
}

describe('DatoCMS dialect: environments', () => {
  const query = '{ _site { locales } }';
  const expected = { _site: { locales: ['fr_CA', 'en_CA'] } };

  it('serves the primary environment, "main", by header and by path, drafts included on its preview path', async () => {
    expect(await executeQuery(query, options())).toEqual(expected);
    expect(await executeQuery(query, options({ environment: 'main' }))).toEqual(expected);
    expect(await executeQuery(query, options({ graphqlEndpointUrl: `${server.url}environments/main` }))).toEqual(expected);
    const draft = '{ singleNews(filter: { id: { eq: "news-draft-ai" } }) { id } }';
    const preview = options({ graphqlEndpointUrl: `${server.url}environments/main/preview` });
    expect(await executeQuery(draft, preview)).toEqual({ singleNews: { id: 'news-draft-ai' } });
    expect(await executeQuery(draft, options({ environment: 'main' }))).toEqual({ singleNews: null });
  });

  it('refuses an unknown environment with INVALID_ENVIRONMENT, by header or by path', async () => {
    expect(await apiErrorOf(executeQuery(query, options({ environment: 'staging' })))).toEqual({
      status: 404,
      code: 'INVALID_ENVIRONMENT',
    });
    const path = options({ graphqlEndpointUrl: `${server.url}environments/sandbox-1/preview` });
    expect(await apiErrorOf(executeQuery(query, path))).toEqual({ status: 404, code: 'INVALID_ENVIRONMENT' });
  });
});

describe('DatoCMS dialect: complexity', () => {
  it('reports X-Complexity and X-Max-Complexity, counted as DatoCMS documents it', async () => {
    // 100 (root field) + 20 (default page size) × 2 (inner fields), the documentation's own example.
    const [, response] = await rawExecuteQuery('{ allOffices { id name } }', options());
    expect(response.headers.get('x-complexity')).toBe('140');
    expect(response.headers.get('x-max-complexity')).toBe('10000000');
    // 100 + 250 (one filter condition) + 250 (one sort) + 5 × 1.
    const filtered = '{ allOffices(first: 5, filter: { position: { gt: 1 } }, orderBy: position_ASC) { id } }';
    const [, second] = await rawExecuteQuery(filtered, options());
    expect(second.headers.get('x-complexity')).toBe('605');
  });

  it('refuses a query over 10,000,000 with a 200 and the CDA message', async () => {
    const fields = Array.from({ length: 40 }, (_, n) => `f${n}: name`).join(' ');
    const aliases = Array.from({ length: 500 }, (_, n) => `a${n}: allOffices(first: 500) { ${fields} }`).join('\n');
    const messages = await graphqlErrorOf(executeQuery(`{ ${aliases} }`, options()));
    expect(messages).toEqual(['Query has complexity of 10050000, which exceeds max complexity of 10000000']);
  });
});
