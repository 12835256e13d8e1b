import { resolve } from 'node:path';
import { ApiError, executeQuery, rawExecuteQuery } from '@datocms/cda-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { itemId, uploadId } from '../../support/content-ids.js';

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
    expect(await executeQuery(query, options({ graphqlEndpointUrl: `${server.url}environments/main` }))).toEqual(
      expected,
    );
    const draft = `{ singleNews(filter: { id: { eq: "${itemId('news-draft-ai')}" } }) { id } }`;
    const preview = options({ graphqlEndpointUrl: `${server.url}environments/main/preview` });
    expect(await executeQuery(draft, preview)).toEqual({ singleNews: { id: itemId('news-draft-ai') } });
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
    // The page size and the filter given as variables: 100 + 250 + 3 × (1 + fragment's 1).
    const withVariables = `query($n: IntType, $f: OfficeModelFilter) { allOffices(first: $n, filter: $f) { id ...Name } }
      fragment Name on OfficeRecord { name }`;
    const variables = { n: 3, f: { position: { gt: 1 } } };
    const [data, third] = await rawExecuteQuery(withVariables, { ...options(), variables });
    expect(third.headers.get('x-complexity')).toBe('356');
    expect(data).toEqual({ allOffices: expect.any(Array) });
  });

  it('refuses a query over 10,000,000 with a 200 and the CDA message', async () => {
    const fields = Array.from({ length: 40 }, (_, n) => `f${n}: name`).join(' ');
    const aliases = Array.from({ length: 500 }, (_, n) => `a${n}: allOffices(first: 500) { ${fields} }`).join('\n');
    const messages = await graphqlErrorOf(executeQuery(`{ ${aliases} }`, options()));
    expect(messages).toEqual(['Query has complexity of 10050000, which exceeds max complexity of 10000000']);
  });
});

describe('DatoCMS dialect: record meta fields and the _locales filter', () => {
  it("answers the scheduling meta fields (null: files have none) and the record's file as its editing URL", async () => {
    const query = `{ singleNews(filter: { id: { eq: "${itemId('news-fiscal-2025')}" } }) {
      _publicationScheduledAt _unpublishingScheduledAt _editingUrl _locales
    } }`;
    expect(await executeQuery(query, options())).toEqual({
      singleNews: {
        _publicationScheduledAt: null,
        _unpublishingScheduledAt: null,
        _editingUrl: 'records/single_news/news-fiscal-2025.json',
        _locales: ['fr_CA', 'en_CA'],
      },
    });
  });

  it('filters records by the locales they have content in', async () => {
    const ids = async (filter: string) =>
      (
        (await executeQuery(
          `{ allSingleNews(orderBy: id_ASC, filter: { _locales: ${filter} }) { id } }`,
          options(),
        )) as {
          allSingleNews: { id: string }[];
        }
      ).allSingleNews.map((news) => news.id);
    expect(await ids('{ notIn: [en_CA] }')).toEqual([itemId('news-merger-guide')]);
    expect(await ids('{ allIn: [fr_CA, en_CA] }')).toEqual([itemId('news-fiscal-2025')]);
    expect(await ids('{ anyIn: [fr_CA] }')).toEqual([itemId('news-fiscal-2025'), itemId('news-merger-guide')].sort());
  });
});

describe('DatoCMS dialect: uploads', () => {
  type Uploads = { allUploads: { id: string }[] };
  const uploadIds = async (args: string) =>
    ((await executeQuery(`{ allUploads${args} { id } }`, options())) as Uploads).allUploads.map((upload) => upload.id);

  it('lists, counts and finds uploads, filtered and sorted', async () => {
    expect(await uploadIds('(orderBy: size_DESC)')).toEqual([
      uploadId('hero-montreal'),
      uploadId('portrait-marie-tremblay'),
      uploadId('favicon'),
      uploadId('video-office-tour'),
    ]);
    expect(await uploadIds('(filter: { type: { eq: video } })')).toEqual([uploadId('video-office-tour')]);
    expect(
      await uploadIds('(filter: { type: { eq: image }, orientation: { eq: landscape }, resolution: { eq: medium } })'),
    ).toEqual([uploadId('hero-montreal')]);
    expect(
      await uploadIds(
        '(filter: { OR: [{ format: { eq: "png" } }, { filename: { matches: { pattern: "^portrait" } } }] })',
      ),
    ).toEqual([uploadId('favicon'), uploadId('portrait-marie-tremblay')]);
    expect(await uploadIds('(filter: { alt: { exists: false } }, locale: en_CA)')).toEqual([
      uploadId('favicon'),
      uploadId('portrait-marie-tremblay'),
    ]);
    const data = await executeQuery(
      `{ _allUploadsMeta(filter: { type: { eq: image } }) { count }
         upload(filter: { inUse: { eq: true }, size: { gt: 2000 } }) { id } }`,
      options(),
    );
    expect(data).toEqual({ _allUploadsMeta: { count: 3 }, upload: { id: uploadId('hero-montreal') } });
  });

  it('gives an image its blurhash, thumbhash, main colours and tags, and filters by colour', async () => {
    const data = (await executeQuery(
      `{ upload(filter: { id: { eq: "${uploadId('hero-montreal')}" } }) { blurhash thumbhash colors { hex red green blue } tags smartTags } }`,
      options(),
    )) as { upload: { blurhash: string; thumbhash: string; colors: { hex: string; red: number }[]; tags: string[] } };
    expect(data.upload.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
    expect(Buffer.from(data.upload.thumbhash, 'base64').length).toBeGreaterThan(5);
    expect(data.upload.colors.length).toBeGreaterThan(1);
    expect(data.upload.colors[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(data.upload.tags).toEqual([]);
    const video = await executeQuery(
      '{ upload(filter: { type: { eq: video } }) { blurhash colors { hex } } }',
      options(),
    );
    expect(video).toEqual({ upload: { blurhash: null, colors: [] } });
    expect(await uploadIds('(filter: { colors: { contains: purple } })')).toEqual([]);
  });
});

describe('DatoCMS dialect: imgix parameters', () => {
  const hero = (field: string) => `{ upload(filter: { id: { eq: "${uploadId('hero-montreal')}" } }) { ${field} } }`;

  it('applies maxW, maxH, rect and skipDefaultOptimizations', async () => {
    const data = await executeQuery(
      hero(`a: url(imgixParams: { w: 2000, maxW: 800, skipDefaultOptimizations: true })
        b: responsiveImage(imgixParams: { w: 2000, maxW: 800 }) { width height }
        c: responsiveImage(imgixParams: { rect: "0,0,480,320", w: 240 }) { width height src }
        d: responsiveImage(imgixParams: { h: 600, maxH: 300 }) { width height }`),
      options(),
    );
    expect(data).toEqual({
      upload: {
        a: `${server.assetUrl}hero-montreal.jpg?max-w=800&w=2000`,
        b: { width: 800, height: 533 },
        c: { width: 240, height: 160, src: `${server.assetUrl}hero-montreal.jpg?rect=0,0,480,320&w=240` },
        d: { width: 450, height: 300 },
      },
    });
  });

  it('accepts every documented parameter in a query, and refuses one it cannot render with a clear error', async () => {
    const messages = await graphqlErrorOf(
      executeQuery(hero('url(imgixParams: { w: 100, rot: 90, flip: h })'), options()),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^imgixParams flip, rot: not supported by the embedded content service/),
    ]);
    const rect = await graphqlErrorOf(executeQuery(hero('url(imgixParams: { rect: "0,0,50%,50%" })'), options()));
    expect(rect).toEqual(['imgixParams rect: expected "x,y,w,h" in whole pixels, got "0,0,50%,50%"']);
  });
});
