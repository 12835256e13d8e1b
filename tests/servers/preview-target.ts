import { resolve } from 'node:path';
import { readConfig } from '../../src/config/env.js';
import { createSiteContentClient } from '../../src/content-client/site-content-client.js';
import { createPreviewServer } from '../../src/preview/preview-server.js';
import { PREVIEW_COOKIE, previewSessionValue } from '../../src/preview/preview-session.js';
import { loadServerBundle, prepareBundles } from '../../src/site-build/bundles.js';
import type { ReplayRequest } from './raw-exchange.js';
import { onRequestBody } from './recorded-answer.js';
import { listening, withMethods, type ReplayServer, type ReplayTarget } from './replay-target.js';

const TOKEN = 'replay-preview-token-0123456789';
const LINKS = JSON.stringify({ item: { id: 'x' }, itemType: { attributes: { api_key: 'single_news' } } });

function previewRequests(): ReplayRequest[] {
  const session = { Cookie: `${PREVIEW_COOKIE}=${previewSessionValue(TOKEN)}` };
  const page = (name: string, target: string, extra: Partial<ReplayRequest> = {}): ReplayRequest => ({
    name,
    target,
    headers: session,
    ...extra,
  });
  const links = (name: string, query: string, body = LINKS): ReplayRequest => ({
    name,
    method: 'POST',
    target: `/api/preview/links?${query}`,
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return [
    { name: 'no session', target: '/' },
    { name: 'no session, English', target: '/en/' },
    { name: 'no session, a refused path', target: '/%2e%2e%2fetc' },
    { name: 'no session, POST', method: 'POST', target: '/', body: 'x' },
    { name: 'a forged session', target: '/', headers: { Cookie: `${PREVIEW_COOKIE}=1.abc` } },
    { name: 'enter, no token', target: '/api/preview?redirect=/' },
    { name: 'enter, a wrong token', target: '/api/preview?token=nope&redirect=/' },
    { name: 'enter', target: `/api/preview?token=${TOKEN}&redirect=/carriere/` },
    { name: 'enter, no redirect', target: `/api/preview?token=${TOKEN}` },
    { name: 'enter, a redirect off the site', target: `/api/preview?token=${TOKEN}&redirect=//evil.example/` },
    { name: 'enter, a redirect with dots', target: `/api/preview?token=${TOKEN}&redirect=/a/..//evil.example/x?q=1#h` },
    { name: 'enter, POST', method: 'POST', target: `/api/preview?token=${TOKEN}`, body: '' },
    { name: 'exit', target: '/api/preview/exit?redirect=/en/' },
    { name: 'exit, a redirect off the site', target: '/api/preview/exit?redirect=https://evil.example/' },
    { name: 'exit, over HTTPS behind a proxy', target: '/api/preview/exit', headers: { 'X-Forwarded-Proto': 'https' } },
    links('links, a wrong token', 'token=nope'),
    links('links, malformed JSON', `token=${TOKEN}`, '{"item": '),
    links('links, JSON of another shape', `token=${TOKEN}`, '{"item": "nope"}'),
    links('links, a body past its limit', `token=${TOKEN}`, `"${'x'.repeat(300 * 1024)}"`),
    links('links, an unknown record', `token=${TOKEN}`),
    { name: 'links, preflight', method: 'OPTIONS', target: '/api/preview/links' },
    ...withMethods({ name: 'links', target: `/api/preview/links?token=${TOKEN}` }, ['GET', 'DELETE']),
    page('home', '/'),
    page('home, HEAD', '/', { method: 'HEAD' }),
    page('English home', '/en/'),
    page('a page', '/carriere/'),
    page('a page without its slash', '/carriere'),
    page('a page without its slash, with a query', '/carriere?x=1'),
    page('a payload', '/carriere/payload.json'),
    page('a payload of no page', '/pas-de-page/payload.json'),
    page('a page file of no page', '/pas-de-page/x.vcf'),
    page('a missing page', '/pas-de-page/'),
    page('a missing English page', '/en/no-page/'),
    page('the latest build', '/builds/latest.json'),
    page('the build meta', '/builds/meta/preview.json'),
    page('the French search index', '/_search/fr.json'),
    page('an image variant that is not one', '/_img/nope.webp'),
    page('an upload file', '/uploads/nope.png'),
    page('the reload script', '/api/preview/reload.js'),
    page('the change stream', '/api/preview/changes'),
    page('traversal', '/../../etc/passwd'),
    page('traversal, encoded slash', '/..%2f..%2fetc/passwd'),
    page('a backslash', '/a\\b'),
    page('NUL, encoded', '/carriere/%00/'),
    page('a lone percent', '/%/'),
    page('a redirect that would leave the site', '/.//evil.example/x'),
    page('CRLF, encoded, in a redirect', '/carriere%0d%0aX-Injected:%20yes'),
    ...withMethods({ name: 'a page', target: '/carriere/', headers: session, body: 'x=1' }, ['POST', 'PUT', 'DELETE']),
  ];
}

/** `npm run preview:serve` over the project's content, with drafts, watching the content folder. */
export const previewTarget: ReplayTarget = {
  name: 'preview:serve',
  async start(): Promise<ReplayServer> {
    const config = readConfig({
      CONTENT_API_URL: '',
      CONTENT_DIR: resolve('content'),
      SITE_URL: 'https://www.example.test',
      PREVIEW_TOKEN: TOKEN,
      GTM_ID: '',
      ALGOLIA_APP_ID: '',
    });
    const bundles = await prepareBundles();
    const bundle = await loadServerBundle(bundles.serverDir);
    const content = await createSiteContentClient({ ...config, contentPreview: true }, { cache: false });
    const server = await listening(
      createPreviewServer({
        config,
        token: TOKEN,
        content,
        server: bundle,
        clientDir: bundles.clientDir,
        manifest: bundles.manifest,
        reloadContent: content.reload,
      }),
    );
    return {
      port: server.port,
      requests: previewRequests(),
      body: onRequestBody,
      async close() {
        await server.close();
        await content.close();
      },
    };
  },
};
