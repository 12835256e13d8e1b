import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ENTRY, errorPageAssets, pageAssets } from '../../renderer/server/page-assets.js';
import { loadServerBundle, prepareBundles, type Bundles } from '../../src/site-build/bundles.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { readConfig, type SiteConfig } from '../../src/config/env.js';
import { createSiteContentClient, type SiteContentClient } from '../../src/content-client/site-content-client.js';
import { createPreviewServer, PREVIEW_BUILD_ID } from '../../src/preview/preview-server.js';
import { buildMetaPath, type BuildMeta } from '../../src/page-contract/build-manifest.js';
import { isPreviewSession, previewSessionValue, PREVIEW_SESSION_SECONDS } from '../../src/preview/preview-session.js';
import { pageRenderer } from '../../renderer/server/page-renderer.js';
import { waitForClientNavigation } from '../browser/client-navigation.js';
import { launchBrowser } from '../browser/launch-browser.js';
import { rawRequest } from '../server/helpers.js';
import { onRequestIndexes } from '../../renderer/server/on-request-search-index.js';
import type { ContentClient } from '../../src/content-client/content-client.js';
import { previewHostileRequests } from '../security/preview-hostile.js';
import { expectAnswer, sendRaw } from '../security/raw-http.js';
import { itemId } from '../support/content-ids.js';
import { countHostile, reportHostileCounts } from '../security/hostile-count.js';

reportHostileCounts();

const TOKEN = 'preview-test-token-0123456789';
const SITE_URL = 'https://www.example.test';
/** A career never published (`_status: draft` in content/): it exists only in preview. */
const DRAFT = {
  id: 'career-parajuriste-secretariat-montreal',
  fr: '/carriere/parajuriste-secretariat-corporatif/',
  title: 'Parajuriste en secrétariat corporatif',
};
const NEWS = {
  id: 'news-2023-bureau-sherbrooke',
  fr: '/intelligence-affaire/actualites/bureau-de-sherbrooke-rue-king-ouest/',
  en: '/en/thought-leadership/news/sherbrooke-office-king-street-west/',
};

let config: SiteConfig;
let bundles: Bundles;
let bundle: ServerBundle;
let drafts: SiteContentClient;
let server: Server;
let origin = '';

const get = (path: string, cookie?: string) =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
const enter = async (query = `token=${TOKEN}&redirect=/`) => {
  const response = await get(`/api/preview?${query}`);
  return { response, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] as string };
};
const links = (body: unknown, token = TOKEN) =>
  fetch(`${origin}/api/preview/links?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** What the Web Previews plugin posts for the record of file `{id}.json`: its DatoCMS id, as the content service answers it. */
const record = (model: string, id: string) => ({
  item: { id: itemId(id), type: 'item' },
  itemType: { id: '1', type: 'item_type', attributes: { api_key: model } },
  locale: 'fr-CA',
});

beforeAll(async () => {
  config = readConfig({
    ...process.env,
    CONTENT_API_URL: '',
    CONTENT_DIR: resolve('content'),
    SITE_URL,
    PREVIEW_TOKEN: TOKEN,
  });
  bundles = await prepareBundles();
  bundle = await loadServerBundle(bundles.serverDir);
  drafts = await createSiteContentClient({ ...config, contentPreview: true }, { cache: false });
  server = createPreviewServer({
    config,
    token: TOKEN,
    content: drafts,
    server: bundle,
    clientDir: bundles.clientDir,
    manifest: bundles.manifest,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await drafts.close();
});

describe('preview for editors', () => {
  it('answers 401 to everything without a preview session, in the language of the path', async () => {
    for (const path of ['/', DRAFT.fr, '/builds/latest.json', `/${bundles.manifest[CLIENT_ENTRY]?.file}`]) {
      expect((await get(path)).status, path).toBe(401);
    }
    expect(await (await get('/')).text()).toContain('Cet aperçu est réservé aux éditeurs');
    expect(await (await get('/en/')).text()).toContain('<html lang="en-CA"><head>');
    const wrong = await enter('token=not-the-preview-token&redirect=/');
    expect(wrong.response.status).toBe(401);
    expect(wrong.response.headers.get('set-cookie')).toBeNull();
    const tampered = (await enter()).cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await get(DRAFT.fr, tampered)).status).toBe(401);
  });

  it('opens a session with the token: a signed HttpOnly SameSite cookie and a redirect that stays on the site', async () => {
    const { response, cookie } = await enter(`token=${TOKEN}&redirect=${encodeURIComponent(DRAFT.fr)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(DRAFT.fr);
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^site_preview=[^;]+; Path=/; Max-Age=${PREVIEW_SESSION_SECONDS}; HttpOnly; SameSite=Lax$`),
    );
    expect((await get(DRAFT.fr, cookie)).status).toBe(200);
    for (const elsewhere of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      expect(
        (await enter(`token=${TOKEN}&redirect=${encodeURIComponent(elsewhere)}`)).response.headers.get('location'),
      ).toBe('/');
    }
    const now = Date.now();
    expect(isPreviewSession(previewSessionValue(TOKEN, now), TOKEN, now + (PREVIEW_SESSION_SECONDS - 1) * 1000)).toBe(
      true,
    );
    expect(isPreviewSession(previewSessionValue(TOKEN, now), TOKEN, now + (PREVIEW_SESSION_SECONDS + 1) * 1000)).toBe(
      false,
    );
    expect(isPreviewSession(previewSessionValue('another-token-0123456789', now), TOKEN, now)).toBe(false);
  });

  it('keeps every redirect on the site, for an editor with a session too', async () => {
    const { cookie } = await enter();
    const port = Number(new URL(origin).port);
    const onSite = (location: string | undefined) =>
      location !== undefined && !location.startsWith('//') && new URL(location, origin).origin === origin;
    for (const path of ['/.//evil.com/x', '/%2e//evil.com/x', '/a/..//evil.com/x']) {
      const response = await rawRequest(port, path, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(301);
      expect(onSite(response.headers.location), path).toBe(true);
    }
    for (const redirect of ['/.//evil.com', '/%2e//evil.com', '/a/..//evil.com', '/..//evil.com/path']) {
      const location =
        (await enter(`token=${TOKEN}&redirect=${encodeURIComponent(redirect)}`)).response.headers.get('location') ??
        undefined;
      expect(onSite(location), redirect).toBe(true);
    }
  });

  it('shows a draft only in preview, through the same page data() as the build, marked noindex and never cached', async () => {
    const { cookie } = await enter();
    const response = await get(DRAFT.fr, cookie);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(DRAFT.title);
    expect(html).toContain('Aperçu\u00a0: cette page montre le contenu non publié du CMS.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://plugins-cdn.datocms.com",
    );
    const payload = await get(`${DRAFT.fr}payload.json`, cookie);
    expect(((await payload.json()) as { path: string }).path).toBe(DRAFT.fr);

    const published = await createSiteContentClient(config, { cache: false });
    try {
      const render = pageRenderer({
        bundle: () => Promise.resolve(bundle),
        content: published,
        siteUrl: SITE_URL,
        buildId: 'published',
        assets: (page) => pageAssets(bundles.manifest, page),
        errorAssets: errorPageAssets(bundles.manifest),
      });
      expect((await render(DRAFT.fr)).status).toBe(404);
      expect((await render(NEWS.fr)).status).toBe(200);
    } finally {
      await published.close();
    }
  });

  it('gives the Web Previews plugin each record’s URLs in both languages, live ones only once published', async () => {
    const preflight = await fetch(`${origin}/api/preview/links?token=${TOKEN}`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await links(record('single_news', NEWS.id), 'wrong-token-0123456789')).status).toBe(401);
    expect((await links({ item: 'nope' })).status).toBe(400);

    const news = (await (await links(record('single_news', NEWS.id))).json()) as {
      previewLinks: { label: string; url: string }[];
    };
    expect(news.previewLinks.map((link) => link.label)).toEqual([
      'Brouillon (Français)',
      'En ligne (Français)',
      'Draft (English)',
      'Live (English)',
    ]);
    expect(news.previewLinks[1]?.url).toBe(`${SITE_URL}${NEWS.fr}`);
    expect(news.previewLinks[3]?.url).toBe(`${SITE_URL}${NEWS.en}`);
    const draftLink = news.previewLinks[2]?.url as string;
    expect(draftLink).toBe(`${origin}/api/preview?token=${TOKEN}&redirect=${encodeURIComponent(NEWS.en)}`);
    expect((await fetch(draftLink, { redirect: 'manual' })).headers.get('location')).toBe(NEWS.en);

    const draft = (await (await links(record('single_career', DRAFT.id))).json()) as {
      previewLinks: { label: string }[];
    };
    expect(draft.previewLinks.map((link) => link.label)).toEqual(['Brouillon (Français)', 'Draft (English)']);
    expect(await (await links(record('office', 'office-00001'))).json()).toEqual({ previewLinks: [] });
  });

  it('ends the session on exit and leads to the live page', async () => {
    const { cookie } = await enter();
    const exit = await get(`/api/preview/exit?redirect=${encodeURIComponent(NEWS.fr)}`, cookie);
    expect(exit.status).toBe(303);
    expect(exit.headers.get('location')).toBe(`${SITE_URL}${NEWS.fr}`);
    expect(exit.headers.get('set-cookie')).toMatch(/^site_preview=; Path=\/; Max-Age=0; HttpOnly/);
  });

  describe('under hostile requests', () => {
    const cookie = `site_preview=${previewSessionValue(TOKEN)}`;
    /** Another preview server over the same bundle, with other options, listening on a free loopback port. */
    async function otherServer(change: { trustProxy?: number; content?: ContentClient }) {
      const other = createPreviewServer({
        config: { ...config, trustProxy: change.trustProxy ?? 0 },
        token: TOKEN,
        content: change.content ?? drafts,
        server: bundle,
        clientDir: bundles.clientDir,
        manifest: bundles.manifest,
      });
      await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
      return {
        port: (other.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => other.close(() => done())),
      };
    }

    it.each(previewHostileRequests(TOKEN, cookie))('$name: $status', async (request) => {
      countHostile('preview server');
      const answer = await expectAnswer(Number(new URL(origin).port), request);
      expect(answer.body).not.toContain('"devDependencies"');
      const location = /\r\nlocation: ([^\r]*)/i.exec(answer.head)?.[1];
      if (location !== undefined) expect(new URL(location, origin).origin).toBe(origin);
    });

    it('trusts X-Forwarded-Proto only behind a trusted proxy (TRUST_PROXY), for the cookie and the links it gives', async () => {
      const forwarded = {
        name: 'forwarded',
        target: `/api/preview?token=${TOKEN}`,
        headers: { 'X-Forwarded-Proto': 'https' },
        status: 303,
      };
      const direct = await sendRaw(Number(new URL(origin).port), forwarded);
      expect(direct.head).toMatch(/Set-Cookie: [^\r]*SameSite=Lax/);
      expect(direct.head).not.toMatch(/Set-Cookie: [^\r]*Secure/);
      const behindProxy = await otherServer({ trustProxy: 1 });
      try {
        expect((await sendRaw(behindProxy.port, forwarded)).head).toMatch(/Set-Cookie: [^\r]*SameSite=None; Secure/);
        expect(
          (await sendRaw(behindProxy.port, { ...forwarded, headers: { 'X-Forwarded-Proto': 'https, http' } })).head,
        ).not.toMatch(/Secure/);
      } finally {
        await behindProxy.close();
      }
    });

    it('never prints the preview token in its error log', async () => {
      const down = () => Promise.reject(new Error('the content API is down'));
      const failing = new Proxy(drafts, { get: (target, key) => (key === 'preview' ? target.preview : down) });
      const broken = await otherServer({ content: failing });
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const answer = await sendRaw(broken.port, {
          name: 'index',
          target: `${onRequestIndexes.fr}?token=${TOKEN}`,
          headers: { Cookie: cookie },
          status: 502,
        });
        expect(answer.status, answer.head + answer.body.slice(0, 300)).toBe(502);
        const logged = errors.mock.calls.flat().map(String).join(' ');
        expect(logged).toContain(onRequestIndexes.fr);
        expect(logged).not.toContain(TOKEN);
      } finally {
        errors.mockRestore();
        await broken.close();
      }
    });
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('hydrates a draft page under the policy, and navigates client-side to a list that shows the draft, banner kept', async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${origin}/api/preview?token=${TOKEN}&redirect=${encodeURIComponent(DRAFT.fr)}`);
      expect(new URL(page.url()).pathname).toBe(DRAFT.fr);
      await expect(page.getByRole('status').first().textContent()).resolves.toContain('Aperçu');
      await waitForClientNavigation(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('#app a[href="/carriere/"]').first().click();
      await page.waitForURL(`${origin}/carriere/`);
      await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
      await expect(page.getByText(DRAFT.title).first().isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
      await expect(page.getByRole('status').first().textContent()).resolves.toContain('Aperçu');
      expect(problems).toEqual([]);
      await page.close();
    });

    it('finds a draft on the search page, from an index made of the content with drafts, for editors only', async () => {
      const meta = (await (await get(buildMetaPath(PREVIEW_BUILD_ID), (await enter()).cookie)).json()) as BuildMeta;
      const indexPath = meta.searchIndexes?.fr ?? '';
      expect(indexPath).not.toBe('');
      expect((await get(indexPath)).status).toBe(401);

      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
          problems.push(message.text());
      });
      await page.goto(
        `${origin}/api/preview?token=${TOKEN}&redirect=${encodeURIComponent('/recherche/?q=parajuriste secretariat')}`,
      );
      await page.waitForFunction(
        () => /résultats? trouvés? en/.test(document.querySelector('.search-stats')?.textContent ?? ''),
        null,
        { timeout: 60_000 },
      );
      const draftHit = page.locator('.search-hit a', { hasText: DRAFT.title });
      await expect(draftHit.count()).resolves.toBe(1);
      await expect(draftHit.getAttribute('href')).resolves.toBe(DRAFT.fr);
      expect(problems).toEqual([]);
      await page.close();
    }, 90_000);
  });
});
