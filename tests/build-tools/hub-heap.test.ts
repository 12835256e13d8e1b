import { describe, expect, it } from 'vitest';
import * as newsHub from '../../pages/business-intelligence-news/+data.server.js';
import {
  pathChunks,
  type PageBuildContext,
  type PageDataModule,
  type PageRef,
} from '../../src/page-contract/page-module.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { heapAfterGc } from '../support/heap-after-gc.js';

/**
 * What a build holds while a hub of a large collection is built must not grow with the collection (a hub's cards
 * kept whole would be the largest thing a 100,000-page build holds). The hubs' data hooks run over a stand-in content API
 * serving N news articles, each as the API answers it (its own strings, an image with its placeholder), and the heap
 * kept alive once the hub's pages are listed and built in order is measured after full collections, at 2,000 and at
 * 10,000 articles.
 */

/** Records a request of the stand-in API answers, as the build's client asks (250 at a time). */
const PAGE = 250;

/** Article `index` of `count` as a card query answers it: dates descending from the newest, every string its own. */
function article(index: number) {
  const id = `news-${index}-${'x'.repeat(12)}`;
  return {
    __typename: 'SingleNewsRecord',
    id,
    slug: `article-${index}-sur-un-sujet-de-droit-des-affaires`,
    title: `Article ${index} : ce que la nouvelle loi change pour les entreprises du Québec`,
    excerpt: `Résumé de l'article ${index}. `.repeat(8),
    date: new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString().slice(0, 10),
    heroImage: {
      id: `img-${index}`,
      url: `https://www.datocms-assets.com/1234/${index}-photo-de-couverture.jpg`,
      alt: `Photo de l'article ${index}`,
      title: null,
      width: 1600,
      height: 900,
      format: 'jpg',
      md5: `${index}`.padStart(32, '0'),
      focalPoint: null,
      responsiveImage: { base64: `data:image/jpeg;base64,${`${index}`.padStart(8, '0').repeat(80)}` },
      video: null,
    },
  };
}

/** A page type's context over the stand-in API: the hub's singleton, and `count` articles a request at a time. */
function contextOf(count: number): PageBuildContext {
  const memos = new Map<string, Promise<unknown>>();
  const groups = new Map<string, string[]>();
  async function* pages() {
    for (let first = 0; first < count; first += PAGE) {
      yield Array.from({ length: Math.min(PAGE, count - first) }, (_, index) => article(first + index));
    }
  }
  const context = {
    locale: 'fr',
    site: {} as SiteData,
    siteUrl: 'https://www.example.test',
    // The hub's singleton, or a stretch of the articles, latest first, with their count.
    query: async (name: string, variables: { first?: number; skip?: number } = {}) => {
      if (name !== 'news')
        return { page: { title: 'Actualités', intro: null, heroImage: null, body: null, _seoMetaTags: [] } };
      const { first = 20, skip = 0 } = variables;
      return {
        meta: { count },
        items: Array.from({ length: Math.max(0, Math.min(first, count - skip)) }, (_, index) => article(skip + index)),
      };
    },
    queryPages: () => pages(),
    queryAll: async () => {
      const all = [];
      for await (const page of pages()) all.push(...page);
      return all;
    },
    record: async () => null,
    memo: <T>(key: string, compute: () => Promise<T>, group?: { name: string; keep: number }) => {
      if (!memos.has(key)) {
        memos.set(key, compute());
        if (group) {
          const kept = groups.get(group.name) ?? [];
          groups.set(group.name, kept);
          kept.push(key);
          for (const forgotten of kept.splice(0, Math.max(0, kept.length - group.keep))) memos.delete(forgotten);
        }
      }
      return memos.get(key) as Promise<T>;
    },
  };
  return context as unknown as PageBuildContext;
}

/** Every page the module lists for `context`. */
async function refsOf(module: PageDataModule, context: PageBuildContext): Promise<PageRef[]> {
  const refs: PageRef[] = [];
  for await (const chunk of pathChunks(module.paths(context))) refs.push(...chunk);
  return refs;
}

/** Bytes of heap a hub keeps: the heap held with `count` articles listed and every page built, less the heap before. */
async function heldWhileListed(
  module: PageDataModule,
  count: number,
): Promise<{ held: number; refs: PageRef[]; context: PageBuildContext }> {
  const before = heapAfterGc();
  const context = contextOf(count);
  const refs = await refsOf(module, context);
  for (const ref of refs) expect(await module.data(ref, context)).not.toBeNull();
  // The page type's context (and what the hub keeps in its memos) is alive here, as it is while the build renders the hub.
  const held = heapAfterGc() - before;
  return { held, refs, context };
}

/** An article's card kept in memory takes about 1.5 KB; a hub that reads a stretch of cards at a time keeps two. */
const MAX_BYTES_PER_ARTICLE = 300;

describe('hubs of a large collection keep a flat heap', () => {
  it('the news hub keeps two stretches of cards: 10,000 articles hold about as much heap as 2,000', async () => {
    const small = await heldWhileListed(newsHub, 2_000);
    const large = await heldWhileListed(newsHub, 10_000);
    expect(large.refs).toHaveLength(Math.ceil(10_000 / 9));
    const perArticle = (large.held - small.held) / 8_000;
    expect(
      perArticle,
      `held ${Math.round(small.held / 1024)} KB at 2,000 articles, ${Math.round(large.held / 1024)} KB at 10,000`,
    ).toBeLessThan(MAX_BYTES_PER_ARTICLE);
    // The pages still show every article once, latest first.
    const last = await newsHub.data(large.refs.at(-1) as PageRef, large.context);
    expect(last?.data.items?.map((item) => item.title)).toEqual([article(9_999).title]);
    const second = await newsHub.data(large.refs[1] as PageRef, large.context);
    expect(second?.data.items?.map((item) => item.date)).toEqual(
      Array.from({ length: 9 }, (_, index) => article(9 + index).date),
    );
  });
});
