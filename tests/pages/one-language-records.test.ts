import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as genericPages from '../../pages/slug/+data.server.js';
import * as newsArticles from '../../pages/business-intelligence-news-slug/+data.server.js';
import * as newsHub from '../../pages/business-intelligence-news/+data.server.js';
import * as businessIntelligence from '../../pages/business-intelligence/+data.server.js';
import { loadSiteData } from '../../renderer/server/load-site-data.js';
import { createPageContext, type PageContextSource } from '../../renderer/server/page-context.js';
import { contentDocument as document } from '../../renderer/server/server-entry.js';
import type { Locale } from '../../src/config/locales.js';
import { createContentClient, type ContentClient } from '../../src/content-client/content-client.js';
import { startContentServer, type ContentServer } from '../../src/content-service/server/content-server.js';
import { pathChunks, type PageDataModule, type PageEntry, type PageRef } from '../../src/page-contract/page-module.js';
import { buildPath } from '../../src/routing/build-path.js';
import { counterpartPath } from '../../src/routing/counterpart.js';

/** Records written in French only (DatoCMS's optional locales): their English content is not there yet. */
const FRENCH_ONLY = [
  { file: 'records/generic_page/gen-anciens.json', fr: 'anciens', en: 'alumni' },
  {
    file: 'records/single_news/news-2026-financer-transition-energetique.json',
    fr: 'financer-la-transition-energetique',
    en: 'financing-the-energy-transition',
  },
] as const;

let dir: string;
let server: ContentServer;
let content: ContentClient;
const contexts = new Map<Locale, PageContextSource>();
const sites = new Map<Locale, string>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'one-language-'));
  await cp(resolve('content'), dir, { recursive: true });
  for (const { file } of FRENCH_ONLY) {
    const record = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const value of Object.values(record)) {
      if (typeof value === 'object' && value !== null && 'en-CA' in value)
        delete (value as Record<string, unknown>)['en-CA'];
    }
    await writeFile(join(dir, file), JSON.stringify(record, null, 2));
  }
  server = await startContentServer({ dir, token: 'one-language' });
  content = createContentClient({ url: server.url, token: 'one-language' });
  for (const locale of ['fr', 'en'] as const) {
    const { site } = await loadSiteData({
      locale,
      buildTime: Date.parse('2026-12-07T12:00:00Z'),
      query: (name, variables) => content.query(document(name), variables),
    });
    sites.set(locale, JSON.stringify(site));
    const siteUrl = 'https://www.example.test';
    contexts.set(
      locale,
      createPageContext({
        content,
        contentDocument: document,
        locale,
        site: { ...site, shell: 'one-language' },
        siteUrl,
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every page of a page folder in one language, as the build makes them. */
async function entries(module: PageDataModule, locale: Locale): Promise<PageEntry[]> {
  const context = contexts.get(locale) as PageContextSource;
  const refs: PageRef[] = [];
  for await (const chunk of pathChunks(module.paths(context))) refs.push(...chunk);
  const pages = await Promise.all(refs.map((ref) => module.data(ref, context)));
  return pages.filter((page): page is PageEntry => page !== null);
}

const slugs = (pages: PageEntry[]) => pages.map((page) => page.params?.slug);

describe('a record written in French only', () => {
  it('has its French page, with no English alternate: the language switch goes to the English home or hub', async () => {
    const french = await entries(genericPages, 'fr');
    const page = french.find((entry) => entry.params?.slug === 'anciens');
    expect(page?.alternateParams?.en).toBeNull();
    expect(counterpartPath(buildPath('slug', 'fr', { slug: 'anciens' }), { slug: { fr: 'anciens' } })).toBe('/en/');

    const article = (await entries(newsArticles, 'fr')).find((entry) => entry.params?.slug === FRENCH_ONLY[1].fr);
    expect(article?.alternateParams?.en).toBeNull();
    const articlePath = buildPath('business-intelligence-news-slug', 'fr', { slug: FRENCH_ONLY[1].fr });
    expect(counterpartPath(articlePath, { slug: { fr: FRENCH_ONLY[1].fr } })).toBe(
      buildPath('business-intelligence-news', 'en'),
    );
  });

  it('has no English page, and the other English pages still build', async () => {
    const english = slugs(await entries(genericPages, 'en'));
    expect(english).not.toContain(FRENCH_ONLY[0].en);
    expect(english.length).toBe(slugs(await entries(genericPages, 'fr')).length - 1);
    const articles = slugs(await entries(newsArticles, 'en'));
    expect(articles).not.toContain(FRENCH_ONLY[1].en);
    expect(articles.length).toBe(slugs(await entries(newsArticles, 'fr')).length - 1);
  });

  it('is neither linked from the English menus nor listed on the English hubs, counts included', async () => {
    // The English footer keeps the entry's label, as for a deleted record, with no link (content check reports it).
    expect(sites.get('fr')).toContain(`"slug":"${FRENCH_ONLY[0].fr}"`);
    expect(sites.get('en')).not.toContain(`"slug":"${FRENCH_ONLY[0].en}"`);
    for (const hub of [newsHub, businessIntelligence]) {
      const french = JSON.stringify(await entries(hub, 'fr'));
      expect(french).toContain(FRENCH_ONLY[1].fr);
      expect(JSON.stringify(await entries(hub, 'en'))).not.toContain(FRENCH_ONLY[1].en);
    }
    const counts = await Promise.all(
      (['fr_CA', 'en_CA'] as const).map(async (locale) => {
        const data = await content.query<{ meta: { count: number } }>(document('news'), { locale, first: 1 });
        return data.meta.count;
      }),
    );
    expect(counts[1]).toBe((counts[0] ?? 0) - 1);
  });
});
