import { join } from 'node:path';
import { createPublishServer } from '../../src/publish/publish-server.js';
import type { ReplayRequest } from './raw-exchange.js';
import { listening, withMethods, type ReplayServer, type ReplayTarget } from './replay-target.js';
import { writeSite } from './static-target.js';

const TOKEN = 'replay-publish-token-0123456789';
const BEARER = { Authorization: `Bearer ${TOKEN}` };
const basic = (credentials: string) => ({ Authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });
const webhook = (name: string, headers: Record<string, string>, body: string): ReplayRequest => ({
  name,
  method: 'POST',
  target: '/api/publish',
  headers: { 'Content-Type': 'application/json', ...headers },
  body,
});
const RECORD = JSON.stringify({
  entity_type: 'item',
  event_type: 'publish',
  entity: { id: 'abc', relationships: { item_type: { data: { id: '12' } } } },
});

/** The publishing endpoints (auth, bodies, methods) and the site they serve beside. */
const PUBLISH_REQUESTS: ReplayRequest[] = [
  webhook('webhook, no Authorization', {}, RECORD),
  webhook('webhook, a wrong Bearer', { Authorization: 'Bearer nope' }, RECORD),
  webhook('webhook, the token with no scheme', { Authorization: TOKEN }, RECORD),
  webhook('webhook, another scheme', { Authorization: `Token ${TOKEN}` }, RECORD),
  webhook('webhook, basic auth with a wrong password', basic('dato:wrong'), RECORD),
  webhook('webhook, basic auth not base64', { Authorization: 'Basic !!!' }, RECORD),
  webhook('webhook, a Bearer with more after it', { Authorization: `Bearer ${TOKEN} extra` }, '{"a": 1}}'),
  webhook('webhook, malformed JSON', BEARER, '{"entity_type": '),
  webhook('webhook, JSON of another shape', BEARER, '[1, 2]'),
  webhook('webhook, a body past its limit', BEARER, `"${'x'.repeat(1024 * 1024)}"`),
  webhook('webhook, a sandbox environment', BEARER, '{"is_environment_primary": false}'),
  webhook('webhook, a record published', BEARER, RECORD),
  webhook('webhook, a build trigger, basic auth', basic(`dato:${TOKEN}`), '{}'),
  webhook(
    'webhook, cache tags',
    BEARER,
    '{"entity_type":"cda_cache_tags","event_type":"invalidate","entity":{"attributes":{"tags":["a1","b2"]}}}',
  ),
  webhook('webhook, an empty body', BEARER, ''),
  ...withMethods({ name: 'webhook', target: '/api/publish', headers: BEARER }, ['GET', 'PUT', 'DELETE', 'OPTIONS']),
  ...withMethods({ name: 'webhook without the token', target: '/api/publish' }, ['GET', 'OPTIONS']),
  { name: 'status', target: '/api/publish/status', headers: BEARER },
  { name: 'status, HEAD', method: 'HEAD', target: '/api/publish/status', headers: BEARER },
  { name: 'status, without the token', target: '/api/publish/status' },
  { name: 'status, POST', method: 'POST', target: '/api/publish/status', headers: BEARER, body: '{}' },
  { name: 'status, with a query', target: '/api/publish/status?x=1', headers: BEARER },
  { ...webhook('another path: the site', BEARER, RECORD), target: '/api/publishing' },
  { ...webhook('a trailing slash: the site', BEARER, RECORD), target: '/api/publish/' },
  { ...webhook('an encoded letter: the site', BEARER, RECORD), target: '/api/%70ublish' },
  { name: 'the site', target: '/' },
  { name: 'a page of the site', target: '/carriere' },
  { name: 'a missing page', target: '/api/other' },
];

/** `npm run publish:serve` over the replay's site, its builds a stand-in that finishes at once. */
export const publishTarget: ReplayTarget = {
  name: 'publish:serve',
  async start(): Promise<ReplayServer> {
    const site = await writeSite();
    const made = createPublishServer({
      dir: site.dir,
      buildsDir: join(site.dir, '..', 'builds'),
      token: TOKEN,
      env: {},
      run: (buildId) => Promise.resolve({ buildId, pages: 3 }),
      log: () => {},
    });
    const server = await listening(made.server);
    return {
      port: server.port,
      requests: PUBLISH_REQUESTS,
      settle: () => made.queue.idle(),
      async close() {
        await made.queue.idle();
        await server.close();
        await site.remove();
      },
    };
  },
};
