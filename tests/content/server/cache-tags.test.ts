import { resolve } from 'node:path';
import { rawExecuteQuery } from '@datocms/cda-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as newsHub from '../../../pages/business-intelligence-news/+data.server.js';
import * as newsArticle from '../../../pages/business-intelligence-news-slug/+data.server.js';
import { contentDocument } from '../../../renderer/server/server-entry.js';
import { createContentClient } from '../../../src/content-client/content-client.js';
import { cacheTag } from '../../../src/content-model/api/cache-tags.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { loadSiteData } from '../../../renderer/server/load-site-data.js';
import { createPageContext } from '../../../renderer/server/page-context.js';
import { pathChunks, type PageDataModule, type PageRef } from '../../../src/page-contract/page-module.js';
import { itemId, uploadId } from '../../support/content-ids.js';

/** `X-Cache-Tags`, asked for with DatoCMS's own client (`returnCacheTags`), over loopback. */
const token = 'cache-tags-token';
let server: ContentServer;

beforeAll(async () => {
  server = await startContentServer({ dir: resolve(import.meta.dirname, '../../fixtures/content-small'), token });
});
afterAll(() => server.close());

async function tagsOf(query: string, returnCacheTags = true): Promise<string[] | null> {
  const [, response] = await rawExecuteQuery(query, {
    token,
    graphqlEndpointUrl: server.url,
    autoRetry: false,
    returnCacheTags,
  });
  const header = response.headers.get('X-Cache-Tags');
  return header === null ? null : header.split(' ').filter(Boolean).sort();
}

const sorted = (tags: string[]) => [...tags].sort();

describe('X-Cache-Tags', () => {
  it("names a record found by id, the records and uploads it links to, and not its collection: another record's change cannot change it", async () => {
    const tags = await tagsOf(`{ singleNews(filter: { id: { eq: "${itemId('news-fiscal-2025')}" } }) {
      title authors { lastName } heroImage { url } body { links { ... on SingleCasesAnalysisRecord { id } } }
    } }`);
    expect(tags).toEqual(
      sorted([
        cacheTag('record', itemId('news-fiscal-2025')),
        cacheTag('record', itemId('emp-marie-tremblay')),
        cacheTag('record', itemId('emp-jean-gagnon')),
        cacheTag('record', itemId('analysis-supply-chain')),
        cacheTag('upload', uploadId('hero-montreal')),
      ]),
    );
  });

  it("names only what the response read: without the linked fields, the linked records' tags are absent", async () => {
    const tags = await tagsOf(`{ singleNews(filter: { id: { eq: "${itemId('news-fiscal-2025')}" } }) { title } }`);
    expect(tags).toEqual([cacheTag('record', itemId('news-fiscal-2025'))]);
  });

  it('gives a query by other fields its collection and the fields its filter tests, so that a record re-slugged or created invalidates it', async () => {
    const tags = await tagsOf('{ singleNews(filter: { slug: { eq: "budget-federal-2025" } }) { title } }');
    expect(tags).toEqual(
      expect.arrayContaining([
        cacheTag('model', 'single_news'),
        cacheTag('field', 'single_news.slug'),
        cacheTag('field', 'single_news.date'),
      ]),
    );
    expect(tags).toContain(cacheTag('record', itemId('news-fiscal-2025')));
    expect(tags).not.toContain(cacheTag('field', 'single_news.title'));
  });

  it("gives a list query its model's tag, so that a new record invalidates it, the field it sorts on, and each listed record's tag", async () => {
    const tags = await tagsOf('{ allOffices { name } _allSingleNewsMeta { count } }');
    expect(tags).toEqual(
      sorted([
        cacheTag('model', 'office'),
        cacheTag('field', 'office.position'),
        cacheTag('record', itemId('office-montreal')),
        cacheTag('record', itemId('office-quebec')),
        cacheTag('model', 'single_news'),
      ]),
    );
  });

  it('gives a query by id that found no record the tag of the id it named: creating that record invalidates it', async () => {
    expect(await tagsOf('{ allSingleNews(filter: { id: { eq: "no-such-news" } }) { title } }')).toEqual([
      cacheTag('record', 'no-such-news'),
    ]);
    expect(
      await tagsOf(
        `{ allSingleNews(filter: { id: { in: ["no-such-news", "${itemId('news-fiscal-2025')}"] } }) { id } }`,
      ),
    ).toEqual(sorted([cacheTag('record', 'no-such-news'), cacheTag('record', itemId('news-fiscal-2025'))]));
  });

  it('leaves drafts out of the published tags', async () => {
    const tags = await tagsOf('{ allSingleNews { id } }');
    expect(tags).not.toContain(cacheTag('record', itemId('news-draft-ai')));
    expect(tags).toContain(cacheTag('record', itemId('news-merger-guide')));
  });

  it("names a linked draft it left out: the draft's publication adds it to the answer, so the response is invalidated", async () => {
    const query = '{ pageHome { featuredArticles { ... on SingleNewsRecord { id } } } }';
    const [data] = await rawExecuteQuery<{ pageHome: { featuredArticles: { id?: string }[] } }>(query, {
      token,
      graphqlEndpointUrl: server.url,
      autoRetry: false,
    });
    expect(data.pageHome.featuredArticles.map(({ id }) => id)).not.toContain(itemId('news-draft-ai'));
    expect(await tagsOf(query)).toContain(cacheTag('record', itemId('news-draft-ai')));
  });

  it('tags tell things of different kinds apart: short, header-safe, deterministic', () => {
    expect(cacheTag('record', 'office')).not.toBe(cacheTag('model', 'office'));
    expect(cacheTag('record', itemId('news-fiscal-2025'))).toBe(cacheTag('record', itemId('news-fiscal-2025')));
    expect(cacheTag('upload', uploadId('hero-montreal'))).toMatch(/^[a-z][A-Za-z0-9_-]{10}$/);
  });

  it('answers no X-Cache-Tags header unless the request asks for it', async () => {
    expect(await tagsOf('{ allOffices { name } }', false)).toBeNull();
  });

  it("the site's content client asks for them on every query and hands each response's tags to the caller, cached or not", async () => {
    const content = createContentClient({ url: server.url, token, cache: true });
    const told: (readonly string[])[] = [];
    const query = '{ allOffices { name } }';
    const first = await content.query(query, {}, { tags: (tags) => told.push(tags) });
    const again = await content.query(query, {}, { tags: (tags) => told.push(tags) });
    expect(again).toBe(first);
    const expected = sorted([
      cacheTag('model', 'office'),
      cacheTag('field', 'office.position'),
      cacheTag('record', itemId('office-quebec')),
      cacheTag('record', itemId('office-montreal')),
    ]);
    expect(told.map((tags) => sorted([...tags]))).toEqual([expected, expected]);
  });

  it("a new article invalidates the news hub's pages, not the other articles' pages: an article page's data reads no collection", async () => {
    // The real content: the small set has no layout for the site data.
    const site = await startContentServer({ dir: resolve(import.meta.dirname, '../../../content'), token });
    onTestFinished(() => site.close());
    const content = createContentClient({ url: site.url, token });
    const { site: siteData } = await loadSiteData({
      locale: 'fr',
      buildTime: Date.parse('2026-11-21T12:00:00Z'),
      query: (name, variables) => content.query(contentDocument(name), variables),
    });
    const context = createPageContext({
      content,
      contentDocument,
      locale: 'fr',
      site: { ...siteData, shell: 'cache-tags' },
      siteUrl: 'https://www.example.test',
    });
    const tagsOfPage = async (module: PageDataModule, ref: PageRef) => {
      const read: string[] = [];
      expect(
        await module.data(
          ref,
          context.forPage((tags) => read.push(...tags)),
        ),
      ).not.toBeNull();
      return read;
    };
    const firstRef = async (module: PageDataModule) => {
      for await (const refs of pathChunks(module.paths(context))) if (refs[0]) return refs[0];
      throw new Error('no page');
    };
    const article = await firstRef(newsArticle);
    const created = [cacheTag('record', 'a-new-article'), cacheTag('model', 'single_news')];
    const articleTags = await tagsOfPage(newsArticle, article);
    expect(articleTags).toContain(cacheTag('record', article.id ?? ''));
    expect(articleTags.filter((tag) => created.includes(tag))).toEqual([]);
    expect(await tagsOfPage(newsHub, await firstRef(newsHub))).toContain(cacheTag('model', 'single_news'));
  });
});
