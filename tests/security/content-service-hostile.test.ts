import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../src/content-service/server/content-server.js';
import { createContentFixture, type ContentFixture } from '../content/server/content-fixture.js';
import { expectAnswer, HUGE_HEADER, sendRaw, type HostileRequest, type RawAnswer } from './raw-http.js';
import { MAX_QUERY_DEPTH } from '../../src/content-service/schema/query-depth.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

const TOKEN = 'hostile-suite-token-0123456789';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const SITE = JSON.stringify({ query: '{ _site { locales } }' });

let fixture: ContentFixture;
let server: ContentServer;
let port: number;

beforeAll(async () => {
  fixture = await createContentFixture();
  server = await startContentServer({ dir: fixture.dir, token: TOKEN });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.close();
  await fixture.remove();
});

/** A GraphQL request with the token: the JSON body of `query` (and `variables`). */
const graphql = (name: string, query: string, variables?: unknown): HostileRequest => ({
  name,
  method: 'POST',
  target: '/',
  headers: AUTH,
  body: JSON.stringify({ query, variables }),
  status: 200,
});

/** Fragments F0..F29, each spreading the next twice: 2^30 fields once expanded. */
const fragmentBomb = `query { ...F0 } ${Array.from({ length: 30 }, (_, n) => `fragment F${n} on Query { ...F${n + 1} ...F${n + 1} }`).join(' ')} fragment F30 on Query { __typename }`;

/** Requests refused before any GraphQL: each with its status and the CDA's api_error code. */
const REFUSED: (HostileRequest & { code: string })[] = [
  { name: 'no token', method: 'POST', target: '/', body: SITE, status: 401, code: 'INVALID_AUTHORIZATION_HEADER' },
  {
    name: 'a wrong token',
    method: 'POST',
    target: '/',
    headers: { Authorization: 'Bearer nope' },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'the token one character short',
    method: 'POST',
    target: '/',
    headers: { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'the token one character long',
    method: 'POST',
    target: '/',
    headers: { Authorization: `Bearer ${TOKEN}x` },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'a 10 KB token',
    method: 'POST',
    target: '/',
    headers: { Authorization: `Bearer ${'t'.repeat(10_000)}` },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'the token under basic auth',
    method: 'POST',
    target: '/',
    headers: { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'the token in the query string',
    method: 'POST',
    target: `/?token=${TOKEN}`,
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'the token in a cookie',
    method: 'POST',
    target: '/',
    headers: { Cookie: `token=${TOKEN}` },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'an empty Authorization',
    method: 'POST',
    target: '/',
    headers: { Authorization: '' },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'Bearer alone',
    method: 'POST',
    target: '/',
    headers: { Authorization: 'Bearer' },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  {
    name: 'unicode in the token',
    method: 'POST',
    target: '/',
    headers: { Authorization: `Bearer ${TOKEN}\u00e9\u00ff` },
    body: SITE,
    status: 401,
    code: 'INVALID_AUTHORIZATION_HEADER',
  },
  { name: 'GET', target: '/', headers: AUTH, status: 405, code: 'METHOD_NOT_ALLOWED' },
  { name: 'PUT', method: 'PUT', target: '/', headers: AUTH, body: SITE, status: 405, code: 'METHOD_NOT_ALLOWED' },
  { name: 'DELETE', method: 'DELETE', target: '/preview', headers: AUTH, status: 405, code: 'METHOD_NOT_ALLOWED' },
  {
    name: 'traversal',
    method: 'POST',
    target: '/../../etc/passwd',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'traversal, encoded',
    method: 'POST',
    target: '/%2e%2e/%2e%2e/etc/passwd',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'traversal, encoded slash',
    method: 'POST',
    target: '/..%2fpreview',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'traversal, backslash',
    method: 'POST',
    target: '/..\\preview',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'traversal, encoded backslash',
    method: 'POST',
    target: '/%5cpreview',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'traversal, overlong UTF-8',
    method: 'POST',
    target: '/%c0%ae%c0%ae/',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: '//host',
    method: 'POST',
    target: '//evil.example/',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: '/%2e//host',
    method: 'POST',
    target: '/%2e//evil.example/',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'an encoded slash in an environment',
    method: 'POST',
    target: '/environments/main%2fx',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'NUL, encoded',
    method: 'POST',
    target: '/preview%00',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'CRLF, encoded (no header injected)',
    method: 'POST',
    target: '/%0d%0aSet-Cookie:%20x=1',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'NOT_FOUND',
    absentHeader: 'set-cookie',
  },
  {
    name: 'another environment',
    method: 'POST',
    target: '/environments/sandbox',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'INVALID_ENVIRONMENT',
  },
  {
    name: 'an environment in unicode',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'X-Environment': '\u00e9t\u00e9' },
    body: SITE,
    status: 404,
    code: 'INVALID_ENVIRONMENT',
  },
  {
    name: 'an environment in unicode in the path',
    method: 'POST',
    target: '/environments/%C3%A9t%C3%A9%E2%80%AE',
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'INVALID_ENVIRONMENT',
  },
  {
    name: 'a 10 KB environment',
    method: 'POST',
    target: `/environments/${'e'.repeat(10_000)}`,
    headers: AUTH,
    body: SITE,
    status: 404,
    code: 'INVALID_ENVIRONMENT',
  },
  {
    name: 'X-Include-Drafts: false',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'X-Include-Drafts': 'false' },
    body: SITE,
    status: 422,
    code: 'INVALID_X_INCLUDE_DRAFTS_HEADER',
  },
  {
    name: 'X-Exclude-Invalid in unicode',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'X-Exclude-Invalid': 'tr\u00fce' },
    body: SITE,
    status: 422,
    code: 'INVALID_X_EXCLUDE_INVALID_HEADER',
  },
  {
    name: 'malformed JSON',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: '{"query": ',
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'JSON that is not an object',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: '["{ _site { locales } }"]',
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'a query that is not a string',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: '{"query": {"a": 1}}',
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'variables that are a list',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: '{"query": "{ _site { locales } }", "variables": [1]}',
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'JSON nested 100,000 levels deep',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'a form-encoded body',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'query=%7B_site%7D',
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'invalid UTF-8 in the body',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: '{"query": "\u00ff\u00fe"',
    status: 400,
    code: 'INVALID_JSON_BODY',
  },
  {
    name: 'a body over 1 MB',
    method: 'POST',
    target: '/',
    headers: AUTH,
    body: JSON.stringify({ query: `{ _site { locales } } #${'x'.repeat(1_100_000)}` }),
    status: 413,
    code: 'REQUEST_BODY_TOO_LARGE',
  },
];

/** Requests refused at the HTTP level, before the service: the status only. */
const HTTP_LEVEL: HostileRequest[] = [
  {
    name: 'a head over 16 KB',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, ...HUGE_HEADER },
    body: SITE,
    status: 431,
  },
  { name: 'NUL, raw', method: 'POST', target: '/\0', headers: AUTH, body: SITE, status: 400 },
  {
    name: 'a control character in the token',
    method: 'POST',
    target: '/',
    headers: { Authorization: `Bearer ${TOKEN}\u0001` },
    body: SITE,
    status: 400,
  },
  {
    name: 'a control character in a header',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'X-Exclude-Invalid': 'true\u0001' },
    body: SITE,
    status: 400,
  },
  {
    name: 'CRLF in a header value',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'X-Environment': 'main\r\nSet-Cookie: x=1\r\nX-Bad\u0001: y' },
    body: SITE,
    status: 400,
    absentHeader: 'set-cookie',
  },
  {
    name: 'a declared length larger than the 1 MB limit',
    method: 'POST',
    target: '/',
    headers: { ...AUTH, 'Content-Length': String(50 * 1024 * 1024) },
    body: SITE,
    hangUp: true,
    status: 413,
  },
];

/** GraphQL requests: every one a 200 (the CDA's rule), with data or GraphQL errors, never a 5xx. */
const GRAPHQL: (HostileRequest & { error?: RegExp; complexity?: boolean })[] = [
  // DatoCMS's CDA answers introspection (its GraphiQL explorer and code generators use it): so does the service.
  { ...graphql('introspection', '{ __schema { queryType { name } } }') },
  {
    ...graphql('a fragment spreading itself', 'query { ...A } fragment A on Query { ...A }'),
    error: /Cannot spread fragment "A" within itself/,
  },
  {
    ...graphql('a cycle of two fragments', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
    error: /within itself via "B"/,
  },
  {
    ...graphql('fragments spreading 2^30 fields', fragmentBomb),
    error: /exceeds max complexity of 10000000/,
    complexity: true,
  },
  {
    ...graphql(
      '20,000 aliases (complexity over the limit)',
      `{${Array.from({ length: 20_000 }, (_, n) => `a${n}:allOffices(first:500){id}`).join(' ')}}`,
    ),
    error: /exceeds max complexity/,
    complexity: true,
  },
  {
    ...graphql('a collection of 10,000,000 records', '{ allOffices(first: 100000000) { id } }'),
    error: /exceeds max complexity/,
    complexity: true,
  },
  {
    ...graphql(
      'a query nested one level past the limit',
      `{ ${'_site { '.repeat(MAX_QUERY_DEPTH)}locales${' }'.repeat(MAX_QUERY_DEPTH)} }`,
    ),
    error: /nested too deeply/,
  },
  {
    ...graphql('a query nested 5,000 levels deep', `{ ${'_site { '.repeat(5_000)}locales${' }'.repeat(5_000)} }`),
    error: /nested too deeply/,
  },
  {
    ...graphql('a query nested 100,000 levels deep', `{ ${'a{'.repeat(100_000)}b${'}'.repeat(100_000)} }`),
    error: /nested too deeply/,
  },
  { ...graphql('a syntax error', '{ _site { locales }'), error: /Syntax Error/ },
  { ...graphql('an unknown field', '{ passwords }'), error: /Cannot query field "passwords"/ },
  { ...graphql('a 900 KB variable', '{ _site { locales } }', { x: 'a'.repeat(900_000) }) },
  {
    ...graphql(
      'a filter variable of the wrong type',
      'query($f: OfficeModelFilter) { allOffices(filter: $f) { id } }',
      { f: 'x' },
    ),
    error: /Variable "\$f"/,
  },
  {
    ...graphql(
      'unicode and control characters in a string argument',
      'query($id: ItemId) { office(filter: { id: { eq: $id } }) { id } }',
      { id: '\u0000\u202e\ud800\u00e9' },
    ),
  },
  {
    ...graphql('a directive repeated 10,000 times', `{ _site ${'@include(if: true) '.repeat(10_000)}{ locales } }`),
    error: /./,
  },
  { ...graphql('an operation name that is not in the document', '{ _site { locales } }') },
];

/** The CDA's error body, with `code`, and no token in it. */
function expectApiError(answer: RawAnswer, code: string): void {
  expect(answer.head).toMatch(/\r\ncontent-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({
    id: expect.any(String),
    type: 'api_error',
    attributes: { code, details: { message: expect.any(String) } },
  });
  expect(answer.body).not.toContain(TOKEN);
}

describe('content:serve: hostile requests', () => {
  it.each(REFUSED)('$name: $status $code', async (request) => {
    countHostile('content service');
    expectApiError(await expectAnswer(port, request), request.code);
  });

  it.each(HTTP_LEVEL)('$name: $status', async (request) => {
    countHostile('content service');
    await expectAnswer(port, request);
  });

  it.each(GRAPHQL)('GraphQL, $name: 200', async (request) => {
    countHostile('content service');
    const answer = await expectAnswer(port, request);
    const body = JSON.parse(answer.body) as { data?: unknown; errors?: { message: string }[] };
    if (request.error) expect(body.errors?.[0]?.message).toMatch(request.error);
    else expect(body).toHaveProperty('data');
    if (request.complexity) expect(answer.head).toMatch(/\r\nx-complexity: \d{8,}\r\nx-max-complexity: 10000000/i);
  });

  it('answers 10,000 aliases under the complexity limit in seconds, not tens of seconds', async () => {
    const started = performance.now();
    const query = `{${Array.from({ length: 10_000 }, (_, n) => `a${n}:_site{locales}`).join(' ')}}`;
    const answer = await expectAnswer(port, graphql('10,000 aliases', query));
    const elapsed = performance.now() - started;
    console.log(`10,000 aliases answered in ${Math.round(elapsed)} ms`);
    expect(JSON.parse(answer.body)).toHaveProperty('data.a9999', { locales: ['fr_CA', 'en_CA'] });
    expect(elapsed).toBeLessThan(4_000);
  });

  it('reads a body that trickles in (5 chunks, 100 ms apart) and answers it', async () => {
    const chunks = [SITE.slice(0, 5), SITE.slice(5, 10), SITE.slice(10, 15), SITE.slice(15, 20), SITE.slice(20)];
    const answer = await sendRaw(port, {
      name: 'slow',
      method: 'POST',
      target: '/',
      headers: AUTH,
      slowBody: { chunks, pauseMs: 100 },
      status: 200,
    });
    expect(JSON.parse(answer.body)).toEqual({ data: { _site: { locales: ['fr_CA', 'en_CA'] } } });
  });

  it('answers at most a 400 to a client that sends half its body and goes away, and keeps serving', async () => {
    const gone = await sendRaw(port, {
      name: 'gone',
      method: 'POST',
      target: '/',
      headers: { ...AUTH, 'Content-Length': '1000' },
      body: SITE,
      hangUp: true,
      status: 400,
    });
    expect([0, 400]).toContain(gone.status);
    expect((await sendRaw(port, { ...graphql('after', '{ _site { locales } }') })).status).toBe(200);
  });

  it('still answers after the table, with its memory bounded', async () => {
    const before = process.memoryUsage().heapUsed;
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(GRAPHQL.slice(0, 6).map((request) => sendRaw(port, request)));
    }
    global.gc?.();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
    const answer = await sendRaw(port, graphql('after', '{ _site { locales } }'));
    expect(JSON.parse(answer.body)).toEqual({ data: { _site: { locales: ['fr_CA', 'en_CA'] } } });
  });
});
