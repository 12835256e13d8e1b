import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { algoliaHosts } from '../../src/search/algolia-hosts.js';
import { RECORDS_FOLDER } from '../../src/search/records-file.js';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { MAX_ANSWER_BYTES } from '../../src/search/server/answer-budget.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { LOCAL_SEARCH_KEYS } from '../../src/search/server/local-keys.js';
import { generatedRecords } from '../search/generated-records.js';
import { peakResidentBytes, startSearchServe } from '../search/search-serve-process.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';
import { expectAnswer, sendRaw, type RawAnswer } from './raw-http.js';
import { DEEP_OK, HOSTILE, INDEX, INDEXED, keys, QUERY, queries, SEARCH } from './search-serve-requests.js';

reportHostileCounts();

const store = createIndexStore({ onBuildError: () => {} });
let server: Server;
let port: number;

beforeAll(async () => {
  const task = store.save(INDEX, INDEXED);
  while (store.taskStatus(task) !== 'published') await new Promise((done) => setTimeout(done, 5));
  server = createServer(algoliaApi({ store, keys }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Algolia's error body: `{message, status}` with the answer's status, and neither key in it. */
function expectAlgoliaError(answer: RawAnswer, status: number, message: RegExp | undefined): void {
  const body = JSON.parse(answer.body) as { message: unknown; status: unknown };
  expect(body).toEqual({ message: expect.any(String), status });
  if (message) expect(body.message).toMatch(message);
  expect(answer.body).not.toContain(keys.adminKey);
  expect(answer.body).not.toContain(keys.searchKey);
}

describe('search:serve: hostile requests', () => {
  it.each(HOSTILE)('$name: $status', async (request) => {
    countHostile('search:serve');
    const answer = await expectAnswer(port, request);
    if (answer.status >= 400 && answer.status !== 431 && !(answer.status === 400 && answer.body === '')) {
      expectAlgoliaError(answer, request.status, request.message);
    }
  });

  it('reads a search body that trickles in (5 chunks, 100 ms apart)', async () => {
    countHostile('search:serve');
    const chunks = [QUERY.slice(0, 10), QUERY.slice(10, 20), QUERY.slice(20, 30), QUERY.slice(30, 40), QUERY.slice(40)];
    const answer = await sendRaw(port, {
      name: 'slow',
      ...queries(''),
      slowBody: { chunks, pauseMs: 100 },
      status: 200,
    });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { results: { nbHits: number }[] }).results[0]?.nbHits).toBeGreaterThan(0);
  });

  it('answers at most a 400 to a client that sends half its body and goes away, and logs no fault', async () => {
    countHostile('search:serve');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const gone = await sendRaw(port, {
        name: 'gone',
        ...queries(QUERY, { ...SEARCH, 'Content-Length': '1000' }),
        hangUp: true,
        status: 400,
      });
      expect([0, 400]).toContain(gone.status);
      await new Promise((done) => setTimeout(done, 50));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('still answers after the table, created no index and holds its memory', async () => {
    const before = process.memoryUsage().heapUsed;
    const refused = HOSTILE.filter((request) => request.status >= 400 && request.status !== 431);
    for (let round = 0; round < 3; round += 1) await Promise.all(refused.map((request) => sendRaw(port, request)));
    global.gc?.();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
    expect(
      store
        .list()
        .map((index) => index.name)
        .sort(),
    ).toEqual([DEEP_OK, INDEX]);
    const answer = await sendRaw(port, { name: 'after', ...queries(QUERY), status: 200 });
    expect((JSON.parse(answer.body) as { results: { nbHits: number }[] }).results[0]?.nbHits).toBeGreaterThan(0);
  });
});

/** Records of the firm's words, each titled `Droit …`: `droit` matches every one, in its title only. */
const LAW_RECORDS = 1_000;
const LAW_INDEX = 'site_fr-CA';
/** The memory `search:serve` must stay under, through four of the largest searches at once. */
const MAX_RESIDENT_BYTES = 300 * 1024 * 1024;
/** 50 searches for `droit` of 1,000 hits each, with highlight tags of `tagLength` characters. */
const lawSearches = (tagLength: number) => ({
  requests: Array.from({ length: 50 }, () => ({
    indexName: LAW_INDEX,
    params: {
      query: 'droit',
      hitsPerPage: 1000,
      highlightPreTag: '<'.repeat(tagLength),
      highlightPostTag: '>'.repeat(tagLength),
    },
  })),
});

describe(`search:serve in its own process, ${LAW_RECORDS} records: the answers to the public search key are bounded`, () => {
  let folder: string;
  let serve: Awaited<ReturnType<typeof startSearchServe>>;
  const post = async (body: unknown) => {
    const answer = await fetch(`${serve.origin}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': LOCAL_SEARCH_KEYS.appId,
        'x-algolia-api-key': LOCAL_SEARCH_KEYS.searchKey,
      },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    return {
      status: answer.status,
      bytes: bytes.length,
      body: JSON.parse(bytes.toString()) as Record<string, unknown>,
    };
  };
  /** The site's own search, as InstantSearch sends it through the real client. */
  const siteSearch = async () => {
    const client = liteClient(LOCAL_SEARCH_KEYS.appId, LOCAL_SEARCH_KEYS.searchKey, {
      hosts: algoliaHosts(serve.origin) ?? [],
    });
    const { results } = await client.search([
      {
        indexName: LAW_INDEX,
        params: {
          query: 'droit',
          hitsPerPage: 10,
          clickAnalytics: true,
          facets: ['type', 'office', 'year'],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        },
      },
    ] as never);
    return results[0] as { nbHits: number; hits: unknown[] };
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'search-serve-bounds-'));
    const records = join(folder, 'builds', RECORDS_FOLDER);
    await mkdir(records, { recursive: true });
    const law = generatedRecords('fr', LAW_RECORDS).map((record) => ({ ...record, title: `Droit ${record.title}` }));
    await writeFile(join(records, 'fr.json'), JSON.stringify(law));
    await writeFile(join(records, 'en.json'), '[]');
    serve = await startSearchServe(folder, {});
    while ((await siteSearch()).nbHits < LAW_RECORDS) await new Promise((done) => setTimeout(done, 50));
  }, 60_000);
  afterAll(async () => {
    await serve?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses 50 searches of 1,000 hits with 590-character tags (a 64 KB body) at once, naming the tag', async () => {
    countHostile('search:serve');
    const answer = await post(lawSearches(590));
    expect(answer.bytes).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Invalid value for "highlightPreTag"/);
  }, 30_000);

  it(`answers 50 searches of 1,000 hits with the longest tags allowed in at most ${MAX_ANSWER_BYTES} bytes; four at once keep it under 300 MB while the site's search answers`, async () => {
    countHostile('search:serve', 4);
    // A visitor's search among them, sent without the client's timeouts: it waits its turn on a loaded machine.
    const visitor = { requests: [{ indexName: LAW_INDEX, params: { query: 'droit', hitsPerPage: 10 } }] };
    const [ordinary, ...answers] = await Promise.all([
      post(visitor),
      ...Array.from({ length: 4 }, () => post(lawSearches(64))),
    ]);
    for (const answer of answers) {
      expect(answer.bytes).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      expect(answer).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^The answer would exceed/) },
      });
    }
    expect(ordinary.status).toBe(200);
    expect((ordinary.body.results as { hits: unknown[] }[])[0]?.hits).toHaveLength(10);
    expect(await peakResidentBytes(serve.pid)).toBeLessThan(MAX_RESIDENT_BYTES);
    expect((await siteSearch()).hits).toHaveLength(10);
  }, 30_000);
});

/** 120 records of 90 KB (near the 100 KB a record may hold): 10.8 MB, more than two answers' worth. */
const LARGE_INDEX = 'large-records';
const LARGE_RECORDS = generatedRecords('fr', 120, 'large').map((record) => ({
  ...record,
  content: 'annexe '.repeat(90_000 / 7),
}));

describe('search:serve: browse with the admin key', () => {
  beforeAll(async () => {
    const task = store.save(LARGE_INDEX, LARGE_RECORDS);
    while (store.taskStatus(task) !== 'published') await new Promise((done) => setTimeout(done, 5));
  });

  it(`answers 1,000 large records a page in at most ${MAX_ANSWER_BYTES} bytes, fewer records with a cursor`, async () => {
    countHostile('search:serve browse');
    const answer = await fetch(`http://127.0.0.1:${port}/1/indexes/${LARGE_INDEX}/browse`, {
      method: 'POST',
      headers: { 'X-Algolia-Application-Id': keys.appId, 'X-Algolia-API-Key': keys.adminKey },
      body: JSON.stringify({ hitsPerPage: 1000 }),
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.status).toBe(200);
    expect(bytes.length).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    const page = JSON.parse(bytes.toString()) as { hits: unknown[]; cursor?: string; nbHits: number };
    expect(page.hits.length).toBeGreaterThan(0);
    expect(page.hits.length).toBeLessThan(LARGE_RECORDS.length);
    expect(page).toMatchObject({ nbHits: LARGE_RECORDS.length, cursor: expect.any(String) });
  });

  it("gives Algolia's client every record once, page by page, as index-drift.ts browses", async () => {
    countHostile('search:serve browse');
    const client = algoliasearch(keys.appId, keys.adminKey, { hosts: algoliaHosts(`http://127.0.0.1:${port}`) ?? [] });
    const seen: string[] = [];
    let pages = 0;
    await client.browseObjects<Record<string, unknown>>({
      indexName: LARGE_INDEX,
      browseParams: { hitsPerPage: 1000 },
      aggregator: (page) => {
        pages += 1;
        seen.push(...page.hits.map((hit) => hit.objectID));
      },
    });
    expect(seen).toEqual(LARGE_RECORDS.map((record) => record.objectID));
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});
