import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { readConfig } from '../../src/config/env.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import type { ReplayRequest } from './raw-exchange.js';
import type { Exchange } from './raw-exchange.js';
import { onRequestBody } from './recorded-answer.js';
import { withMethods, type ReplayServer, type ReplayTarget } from './replay-target.js';

const page = (name: string, target: string, extra: Partial<ReplayRequest> = {}): ReplayRequest => ({
  name,
  target,
  ...extra,
});

/** The dev server's own routes (pages, payloads, the build's files, search indexes, uploads, images) and Vite's guard. */
const DEV_REQUESTS: ReplayRequest[] = [
  page('home', '/'),
  page('home, HEAD', '/', { method: 'HEAD' }),
  page('English home', '/en/'),
  page('a page', '/carriere/'),
  page('a page without its slash', '/carriere'),
  page('a payload', '/carriere/payload.json'),
  page('a payload of no page', '/pas-de-page/payload.json'),
  page('a missing page', '/pas-de-page/'),
  page('the latest build', '/builds/latest.json'),
  page('the build meta', '/builds/meta/dev.json'),
  page('the English search index', '/_search/en.json'),
  page('an image variant that is not one', '/_img/nope.webp'),
  page('an image variant of no upload', '/_img/nope-0123456789abcdef-w320.webp'),
  page('a missing upload', '/uploads/nope.png'),
  page('a file outside the project through Vite', '/@fs/etc/passwd'),
  page('traversal', '/../../etc/passwd'),
  page('traversal, encoded slash', '/..%2f..%2fetc/passwd'),
  page('NUL, encoded', '/carriere/%00/'),
  page('a lone percent', '/%/'),
  page('a redirect that would leave the site', '/.//evil.example/x'),
  page('double slash', '//evil.example/'),
  ...withMethods({ name: 'a page', target: '/carriere/', body: 'x=1' }, ['POST', 'DELETE']),
];

/** Vite's refusal lists the folders it serves, which depend on where the project and its modules are. */
const viteRefusal = (exchange: Exchange): string | undefined =>
  /<h1>403 Restricted<\/h1>/.test(exchange.body.toString('utf8')) ? "Vite's 403 Restricted page" : undefined;

/** `npm run dev` over the project's content (the embedded service). */
export const devTarget: ReplayTarget = {
  name: 'dev',
  async start(): Promise<ReplayServer> {
    const config = readConfig({
      CONTENT_API_URL: '',
      CONTENT_DIR: resolve('content'),
      SITE_URL: 'https://www.example.test',
      GTM_ID: '',
      ALGOLIA_APP_ID: '',
    });
    const dev = await startDevServer(config, 0);
    return {
      port: (dev.server.address() as AddressInfo).port,
      requests: DEV_REQUESTS,
      body: (exchange) => viteRefusal(exchange) ?? onRequestBody(exchange),
      close: dev.close,
    };
  },
};
