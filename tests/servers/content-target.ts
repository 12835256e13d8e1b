import { resolve } from 'node:path';
import { startContentServer } from '../../src/content-service/server/content-server.js';
import type { ReplayRequest } from './raw-exchange.js';
import { withMethods, type ReplayServer, type ReplayTarget } from './replay-target.js';

const TOKEN = 'replay-content-token-0123456789';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const SITE = JSON.stringify({ query: '{ _site { locales } }' });
const UPLOAD = JSON.stringify({ query: '{ upload(filter: {filename: {eq: "favicon.png"}}) { url width } }' });

const post = (name: string, target: string, headers: Record<string, string> = AUTH, body = SITE): ReplayRequest => ({
  name,
  method: 'POST',
  target,
  headers,
  body,
});

/** The content service's requests: the CDA's endpoints, its auth and headers, bodies, methods, and the upload files. */
const CONTENT_REQUESTS: ReplayRequest[] = [
  post('a query', '/'),
  post('a query with JSON content type', '/', { ...AUTH, 'Content-Type': 'application/json' }),
  post('a query, cache tags', '/', { ...AUTH, 'X-Cache-Tags': 'true' }),
  post('a query, cache tags not true', '/', { ...AUTH, 'X-Cache-Tags': 'yes' }),
  post('a query of an upload', '/', AUTH, UPLOAD),
  post('drafts', '/preview'),
  post('drafts by header', '/', { ...AUTH, 'X-Include-Drafts': 'true' }),
  post('drafts header not true', '/', { ...AUTH, 'X-Include-Drafts': 'yes' }),
  post('exclude invalid', '/', { ...AUTH, 'X-Exclude-Invalid': 'true' }),
  post('exclude invalid not true', '/', { ...AUTH, 'X-Exclude-Invalid': '1' }),
  post('the primary environment', '/environments/main'),
  post('the primary environment, drafts', '/environments/main/preview/'),
  post('another environment', '/environments/sandbox'),
  post('another environment by header', '/', { ...AUTH, 'X-Environment': 'sandbox' }),
  post('no token', '/', {}),
  post('a wrong token', '/', { Authorization: 'Bearer nope' }),
  post('the bare token', '/', { Authorization: TOKEN }),
  post('basic auth', '/', { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }),
  post('a Bearer with more after it', '/', { Authorization: `Bearer ${TOKEN} x` }),
  post('malformed JSON', '/', AUTH, '{"query": '),
  post('no query', '/', AUTH, '{}'),
  post('a GraphQL error', '/', AUTH, JSON.stringify({ query: '{ nope }' })),
  post('a body past its limit', '/', AUTH, `"${'x'.repeat(1024 * 1024 + 10)}"`),
  post('another path', '/graphql'),
  post('a traversal', '/preview/../../etc'),
  post('a refused path', '/%2e%2e%2fetc'),
  { name: 'preflight', method: 'OPTIONS', target: '/' },
  { name: 'preflight, drafts', method: 'OPTIONS', target: '/preview' },
  { name: 'preflight, another path', method: 'OPTIONS', target: '/graphql' },
  ...withMethods({ name: 'the endpoint', target: '/', headers: AUTH }, ['GET', 'HEAD', 'PUT', 'DELETE']),
  { name: 'an upload file', target: '/uploads/favicon.png' },
  { name: 'an upload file with imgix parameters', target: '/uploads/favicon.png?w=16&fm=webp' },
  { name: 'an upload file, HEAD', method: 'HEAD', target: '/uploads/favicon.png' },
  { name: 'an upload file, POST', method: 'POST', target: '/uploads/favicon.png', body: 'x' },
  { name: 'an upload file, OPTIONS', method: 'OPTIONS', target: '/uploads/favicon.png' },
  { name: "an upload's metadata", target: '/uploads/favicon.json' },
  { name: 'a missing upload', target: '/uploads/nope.png' },
  { name: 'the uploads folder', target: '/uploads/' },
  { name: 'the uploads folder without a slash', target: '/uploads' },
  { name: 'traversal out of the uploads', target: '/uploads/..%2f..%2fsite.json' },
  { name: 'traversal out of the uploads, dots', target: '/uploads/../site.json' },
];

/** `npm run content:serve` over the small content fixture. */
export const contentTarget: ReplayTarget = {
  name: 'content:serve',
  async start(): Promise<ReplayServer> {
    const server = await startContentServer({
      dir: resolve(import.meta.dirname, '../fixtures/content-small'),
      token: TOKEN,
    });
    return { port: Number(new URL(server.url).port), requests: CONTENT_REQUESTS, close: server.close };
  },
};
