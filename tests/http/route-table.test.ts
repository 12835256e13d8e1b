import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendText } from '../../src/http/respond.js';
import { type Auth, type RouteHandler, type RouteTable, routeTableHandler } from '../../src/http/route-table.js';
import { listen } from './loopback.js';
import { rawRequest } from '../server/helpers.js';

const echo =
  (name: string): RouteHandler =>
  ({ res, path, params }) =>
    sendText(res, 200, JSON.stringify({ name, path, params }));
const keyed = (scope: 'path' | 'route'): Auth => ({
  allows: ({ req }) => req.headers['x-key'] === 'k',
  refuse: ({ res }) => sendText(res, 401, `refused (${scope})`),
  scope,
});

const tables: Record<string, RouteTable> = {
  sent: {
    routes: [
      { method: 'GET', path: '/exact', handle: echo('exact') },
      { method: ['GET', 'HEAD'], path: '/items/:id', handle: echo('item') },
      { method: 'DELETE', path: '/items/:id', auth: keyed('route'), handle: echo('delete') },
      { method: 'POST', path: '/secret', auth: keyed('path'), handle: echo('secret') },
      { method: 'GET', path: '/files/*', handle: echo('files') },
      { method: 'GET', path: '/passes', handle: echo('passes'), otherMethods: 'not-found' },
      { method: 'GET', path: /^\/re\/(?<one>[a-z]+)(?:\/(?<two>\d+))?$/, handle: echo('regexp') },
    ],
    notFound: ({ res }) => sendText(res, 404, 'none'),
  },
  normalized: {
    paths: 'normalized',
    routes: [{ method: 'GET', path: '/a/:b', handle: echo('normalized') }],
  },
  segments: {
    paths: 'segments',
    preflight: ({ res }) => sendText(res, 204, ''),
    auth: { allows: ({ req }) => req.headers['x-key'] === 'k', refuse: ({ res }) => sendText(res, 403, 'no key') },
    routes: [{ method: 'GET', path: '/1/:name/x', handle: echo('segments') }],
    refused: ({ res }, reason) => sendText(res, 400, reason),
  },
};

const ports: Record<string, number> = {};
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  for (const [name, table] of Object.entries(tables)) {
    const server = await listen(routeTableHandler(table, (_req, res) => sendText(res, 500, 'failed')));
    ports[name] = server.port;
    closers.push(server.close);
  }
});
afterAll(() => Promise.all(closers.map((close) => close())));

const ask = async (table: string, path: string, method = 'GET', headers: Record<string, string> = {}) => {
  const answer = await rawRequest(ports[table] as number, path, { method, headers });
  return { status: answer.status, allow: answer.headers.allow, body: answer.body.toString('utf8') };
};

describe('a route table', () => {
  it('calls the first route whose path and method match, with the pattern’s params', async () => {
    expect(await ask('sent', '/exact?x=1')).toMatchObject({ status: 200, body: expect.stringContaining('"exact"') });
    expect(JSON.parse((await ask('sent', '/items/42')).body)).toEqual({
      name: 'item',
      path: '/items/42',
      params: { id: '42' },
    });
    expect(JSON.parse((await ask('sent', '/files/a/b.txt')).body).params).toEqual({ '*': 'a/b.txt' });
    expect(JSON.parse((await ask('sent', '/re/abc/7')).body).params).toEqual({ one: 'abc', two: '7' });
    expect(JSON.parse((await ask('sent', '/re/abc')).body).params).toEqual({ one: 'abc' });
  });

  it('compares paths as sent by default: no decoding, no trailing slash, no empty segment for a param', async () => {
    for (const path of ['/exact/', '//exact', '/%65xact', '/items/', '/items/1/2', '/nothing'])
      expect((await ask('sent', path)).status, path).toBe(404);
  });

  it('answers a path’s other methods with 405 and the methods it answers in Allow', async () => {
    expect(await ask('sent', '/items/1', 'POST')).toMatchObject({ status: 405, allow: 'GET, HEAD, DELETE' });
    expect(await ask('sent', '/exact', 'PUT')).toMatchObject({ status: 405, allow: 'GET' });
  });

  it('passes other methods to notFound when the route says so', async () => {
    expect(await ask('sent', '/passes', 'POST')).toMatchObject({ status: 404, body: 'none' });
  });

  it('checks a route’s auth once path and method match, a path’s before the method', async () => {
    expect(await ask('sent', '/items/1', 'DELETE')).toMatchObject({ status: 401, body: 'refused (route)' });
    expect((await ask('sent', '/items/1', 'DELETE', { 'x-key': 'k' })).status).toBe(200);
    expect(await ask('sent', '/secret', 'GET')).toMatchObject({ status: 401, body: 'refused (path)' });
    expect(await ask('sent', '/secret', 'GET', { 'x-key': 'k' })).toMatchObject({ status: 405, allow: 'POST' });
    expect((await ask('sent', '/secret', 'POST', { 'x-key': 'k' })).status).toBe(200);
  });

  it('reads normalized paths, refusing those the normalization refuses', async () => {
    expect(JSON.parse((await ask('normalized', '/x/../a/%62')).body).params).toEqual({ b: 'b' });
    expect(await ask('normalized', '/a/%2fb')).toMatchObject({ status: 403, body: 'Forbidden\n' });
    expect(await ask('normalized', '/a/%')).toMatchObject({ status: 400, body: 'Bad Request\n' });
    expect((await ask('normalized', '/a/b/c')).status).toBe(404);
  });

  it('reads decoded segments after the preflight and the table’s auth', async () => {
    const key = { 'x-key': 'k' };
    expect(JSON.parse((await ask('segments', '//1/a%2Fb//x/', 'GET', key)).body).params).toEqual({ name: 'a/b' });
    expect((await ask('segments', '/1/%zz/x', 'OPTIONS')).status).toBe(204);
    expect(await ask('segments', '/1/%zz/x')).toMatchObject({ status: 403, body: 'no key' });
    expect(await ask('segments', '/1/%zz/x', 'GET', key)).toMatchObject({ status: 400, body: 'malformed' });
  });
});
