import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishServer } from '../../src/publish/publish-server.js';
import type { PublishQueue } from '../../src/publish/publish-queue.js';
import { makeTempDir } from '../server/helpers.js';
import { expectAnswer, HUGE_HEADER, sendRaw, type HostileRequest } from './raw-http.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

const TOKEN = 'publish-hostile-token-0123456789';
const EVENT = '{"entity_type":"item","event_type":"publish"}';

let root: Awaited<ReturnType<typeof makeTempDir>>;
let queue: PublishQueue;
let port = 0;
let close: () => Promise<void>;
/** Builds the publishing service started (a stand-in for `npm run build`). */
let builds = 0;

beforeAll(async () => {
  root = await makeTempDir({ 'dist/index.html': '<!doctype html><title>Accueil</title>' });
  const made = createPublishServer({
    dir: join(root.dir, 'dist'),
    buildsDir: join(root.dir, 'builds'),
    token: TOKEN,
    env: {},
    run: (buildId) => {
      builds += 1;
      return Promise.resolve({ buildId, pages: 1 });
    },
    log: () => {},
  });
  queue = made.queue;
  await new Promise<void>((done) => made.server.listen(0, '127.0.0.1', done));
  port = (made.server.address() as AddressInfo).port;
  close = () =>
    new Promise((done) => {
      made.server.close(() => done());
      made.server.closeAllConnections();
    });
});

afterAll(async () => {
  await queue.idle();
  await close();
  await root.cleanup();
});

const basic = (credentials: string) => ({ Authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });
const webhook = (headers: Record<string, string>, body = EVENT): Omit<HostileRequest, 'name' | 'status'> => ({
  method: 'POST',
  target: '/api/publish',
  headers: { 'Content-Type': 'application/json', ...headers },
  body,
});
const auth = { Authorization: `Bearer ${TOKEN}` };

/** Webhook requests refused (webhook auth variants, malformed JSON, wrong methods, huge headers): none builds. */
const REFUSED: HostileRequest[] = [
  { ...webhook({}), name: 'no Authorization', status: 401 },
  { ...webhook({ Authorization: 'Bearer ' }), name: 'an empty Bearer', status: 401 },
  { ...webhook({ Authorization: `Bearer ${TOKEN.slice(0, -1)}` }), name: 'a Bearer one character short', status: 401 },
  { ...webhook({ Authorization: `Bearer ${TOKEN}x` }), name: 'a Bearer one character more', status: 401 },
  { ...webhook({ Authorization: `Bearer ${TOKEN.toUpperCase()}` }), name: 'a Bearer in upper case', status: 401 },
  { ...webhook({ Authorization: `Token ${TOKEN}` }), name: 'another scheme', status: 401 },
  { ...webhook({ Authorization: TOKEN }), name: 'the token with no scheme', status: 401 },
  { ...webhook(basic(TOKEN)), name: 'basic auth with the token as user name, no password', status: 401 },
  { ...webhook(basic(`${TOKEN}:`)), name: 'basic auth with the token as user name, empty password', status: 401 },
  { ...webhook(basic('dato:wrong')), name: 'basic auth with a wrong password', status: 401 },
  { ...webhook({ Authorization: 'Basic !!!not-base64!!!' }), name: 'basic auth that is not base64', status: 401 },
  { ...webhook({ 'X-Token': TOKEN }), name: 'the token in another header', status: 401 },
  { ...webhook({}), target: `/api/publish?token=${TOKEN}`, name: 'the token in the query string', status: 401 },
  { ...webhook({ Cookie: `token=${TOKEN}` }), name: 'the token in a cookie', status: 401 },
  { ...webhook(auth, '{"entity_type": '), name: 'malformed JSON', status: 400 },
  { ...webhook(auth, '{"a": 1}}'), name: 'JSON with trailing bytes', status: 400 },
  { ...webhook(auth, '\u0000\u0001'), name: 'control characters as the body', status: 400 },
  { ...webhook(auth, `"${'x'.repeat(1024 * 1024)}"`), name: 'a body past its limit', status: 413 },
  { ...webhook(auth), method: 'GET', name: 'GET', status: 405 },
  { ...webhook(auth), method: 'PUT', name: 'PUT', status: 405 },
  { ...webhook(auth), method: 'DELETE', name: 'DELETE', status: 405 },
  { ...webhook(auth), target: '/api/publish/status', name: 'POST to the status', status: 405 },
  { ...webhook(auth), target: '/api/publish/', name: 'another path: the static site (read only)', status: 405 },
  { ...webhook(auth), target: '//api/publish', name: 'a double slash: the static site (read only)', status: 405 },
  { ...webhook(auth), target: '/api/%70ublish', name: 'an encoded letter: the static site (read only)', status: 405 },
  {
    ...webhook(auth),
    target: '/api/publish%0d%0aX-Injected:%20yes',
    name: 'CRLF, encoded',
    status: 405,
    absentHeader: 'x-injected',
  },
  { ...webhook({ ...auth, ...HUGE_HEADER }), name: 'a huge header', status: 431 },
  { name: 'the status without the token', target: '/api/publish/status', status: 401 },
  {
    name: 'the status with a wrong token',
    target: '/api/publish/status',
    headers: { Authorization: 'Bearer wrong' },
    status: 401,
  },
];

describe('the publishing webhook (npm run publish:serve) under hostile requests', () => {
  it.each(REFUSED)('$name: $status, and builds nothing', async (request) => {
    countHostile('publishing webhook');
    const answer = await expectAnswer(port, request);
    expect(answer.body).not.toContain(TOKEN);
    await queue.idle();
    expect(builds).toBe(0);
    expect((await queue.status()).builds).toEqual([]);
  });

  it('ignores a sandbox environment’s webhook and builds nothing', async () => {
    const answer = await expectAnswer(port, {
      ...webhook(auth, '{"is_environment_primary": false}'),
      name: 'sandbox',
      status: 202,
    });
    expect(answer.body).toContain('ignored');
    await queue.idle();
    expect(builds).toBe(0);
  });

  it('builds nothing for a client that goes away mid-body, and still answers the next request', async () => {
    const half = await sendRaw(port, {
      ...webhook({ ...auth, 'Content-Length': '1000' }, EVENT),
      hangUp: true,
      name: 'half',
      status: 0,
    });
    expect(half.status).not.toBe(202);
    await queue.idle();
    expect(builds).toBe(0);
    expect((await sendRaw(port, { name: 'site', target: '/', status: 200 })).status).toBe(200);
  });

  it('reads a slow body whole, and accepts the token as Bearer or as basic auth’s password', async () => {
    const slow = {
      ...webhook(auth),
      slowBody: { chunks: [EVENT.slice(0, 10), EVENT.slice(10, 30), EVENT.slice(30)], pauseMs: 100 },
    };
    await expectAnswer(port, { ...slow, name: 'slow', status: 202 });
    await queue.idle();
    await expectAnswer(port, { ...webhook(basic(`dato:${TOKEN}`)), name: 'basic', status: 202 });
    await queue.idle();
    await expectAnswer(port, {
      ...webhook({ Authorization: `bearer ${TOKEN}` }),
      name: 'scheme in lower case',
      status: 202,
    });
    await queue.idle();
    expect(builds).toBe(3);
  });
});
