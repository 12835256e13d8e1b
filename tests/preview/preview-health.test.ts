import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { createSiteContentClient, type SiteContentClient } from '../../src/content-client/site-content-client.js';
import { createPreviewServer } from '../../src/preview/preview-server.js';
import { loadServerBundle, prepareBundles } from '../../src/site-build/bundles.js';
import { PLANTED, type PlantedContent, plantedContent } from '../content-health/planted-content.js';

const TOKEN = 'preview-health-test-token-0123456789';
/** The planted article (an empty English SEO title, a link to an unpublished service) in each language. */
const ARTICLE = {
  fr: '/intelligence-affaire/actualites/registre-des-entreprises-beneficiaires-ultimes/',
  en: '/en/thought-leadership/news/enterprise-register-ultimate-beneficiaries/',
};

let planted: PlantedContent;
let drafts: SiteContentClient;
let server: Server;
let origin = '';
let cookie = '';

const page = async (path: string) =>
  (await fetch(`${origin}${path}`, { redirect: 'manual', headers: { Cookie: cookie } })).text();

beforeAll(async () => {
  planted = await plantedContent({ frenchOnly: false });
  const config = readConfig({ ...process.env, CONTENT_API_URL: '', CONTENT_DIR: planted.dir, PREVIEW_TOKEN: TOKEN });
  const bundles = await prepareBundles();
  drafts = await createSiteContentClient({ ...config, contentPreview: true }, { cache: false });
  server = createPreviewServer({
    config,
    token: TOKEN,
    content: drafts,
    server: await loadServerBundle(bundles.serverDir),
    clientDir: bundles.clientDir,
    manifest: bundles.manifest,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const opened = await fetch(`${origin}/api/preview?token=${TOKEN}&redirect=/`, { redirect: 'manual' });
  cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string;
}, 240_000);

afterAll(async () => {
  await new Promise<void>((done) => server?.close(() => done()));
  await drafts?.close();
  await planted?.remove();
});

describe('preview: the content problems of the page in its banner', () => {
  it("shows the planted article's missing English title on its English page, with the record's file", async () => {
    const html = await page(ARTICLE.en);
    const banner = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(banner).toMatch(/^<aside aria-label="Content problems on this page: \d+" lang="en-CA"/);
    expect(banner).toContain('<strong>Error</strong>: body: link to an unpublished record');
    expect(banner).toContain('<strong>Warning</strong>: No SEO title in en-CA');
    expect(banner).toContain(`records/single_news/${PLANTED.untitledArticle.id}.json</code>`);
  }, 120_000);

  it('shows the French page its own problems, in French, and a page without problems no list', async () => {
    const html = await page(ARTICLE.fr);
    expect(html).toMatch(/<aside aria-label="Problèmes de contenu sur cette page\u00a0: \d+" lang="fr-CA"/);
    expect(html).toContain('<strong>Erreur</strong>\u00a0: body\u00a0: lien vers une fiche non publiée');
    expect(html).not.toContain('Titre SEO manquant');
    const clean = await page('/en/contact/');
    expect(clean).toContain('<h1');
    expect(clean).not.toContain('<aside');
  }, 120_000);
});
