import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as businessIntelligence from '../../pages/business-intelligence/+data.server.js';
import * as events from '../../pages/events/+data.server.js';
import * as newsHub from '../../pages/business-intelligence-news/+data.server.js';
import { writeScaledContent } from '../../scripts/content-generate/scale/scaled-content.js';
import { loadSiteData } from '../../renderer/server/load-site-data.js';
import { createPageContext, type PageContextSource } from '../../renderer/server/page-context.js';
import { createContentClient } from '../../src/content-client/content-client.js';
import { startContentServer, type ContentServer } from '../../src/content-service/server/content-server.js';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';
import { contentDocument as document } from '../../renderer/server/server-entry.js';
import { byDateDesc, CARD_FIELDS } from '../../src/page-kit/cards.js';
import { pathChunks, type PageDataModule, type PageEntry, type PageRef } from '../../src/page-contract/page-module.js';

/** A generated archive larger than what the hubs list: 12 times the real content's 6 events and 5 major cases. */
const SCALE = 12;
let dir: string;
let server: ContentServer;
let context: PageContextSource;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hub-limits-'));
  await writeScaledContent(dir, SCALE);
  server = await startContentServer({ dir, token: 'hub-limits' });
  const content = createContentClient({ url: server.url, token: 'hub-limits' });
  const { site } = await loadSiteData({
    locale: 'en',
    buildTime: Date.parse('2026-11-21T12:00:00Z'),
    query: (name, variables) => content.query(document(name), variables),
  });
  context = createPageContext({
    content,
    contentDocument: document,
    locale: 'en',
    site: { ...site, shell: 'hub-limits' },
    siteUrl: 'https://www.example.test',
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function onlyEntry(module: PageDataModule): Promise<PageEntry> {
  const refs: PageRef[] = [];
  for await (const chunk of pathChunks(module.paths(context))) refs.push(...chunk);
  expect(refs).toHaveLength(1);
  const entry = await module.data(refs[0] as PageRef, context);
  expect(entry).not.toBeNull();
  return entry as PageEntry;
}

type Sections = { sections: { id: string; items: { date?: string; record?: { id?: string | null } }[] }[] };

describe('hubs of a large archive stay readable pages', () => {
  it('the events hub lists the latest past events only, latest first', async () => {
    const { sections } = (await onlyEntry(events)).data as Sections;
    const past = sections.find((section) => section.id === 'past')?.items ?? [];
    expect(past).toHaveLength(events.PAST_EVENTS_LISTED);
    const dates = past.map((item) => item.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the business intelligence hub lists the latest major cases only, latest first', async () => {
    const { sections } = (await onlyEntry(businessIntelligence)).data as Sections;
    const majorCases = sections.find((section) => section.id === 'major-cases')?.items ?? [];
    expect(majorCases).toHaveLength(businessIntelligence.MAJOR_CASES_LISTED);
    // The whole collection in its default order, sorted latest first (a stable sort: equal dates keep that order).
    const latest = (await context.queryAll('major-cases', 'items', CARD_FIELDS))
      .sort(byDateDesc)
      .slice(0, businessIntelligence.MAJOR_CASES_LISTED);
    expect(majorCases.map((item) => item.record?.id)).toEqual(latest.map((record) => record.id));
  });
});

type Listed = { items: { date?: string; record?: { id?: string | null } }[]; pagination: { total: number } };

describe('the news hub of a large archive', () => {
  /** The hub's pages in order, each with the cache tags its data read; and those its paths() read. */
  async function hubPages() {
    const pathsTags = new Set<string>();
    const refs: PageRef[] = [];
    for await (const chunk of pathChunks(
      newsHub.paths(
        context.forPage((list) => {
          for (const tag of list) pathsTags.add(tag);
        }),
      ),
    ))
      refs.push(...chunk);
    const pages = [];
    for (const ref of refs) {
      const tags = new Set<string>();
      const entry = await newsHub.data(
        ref,
        context.forPage((list) => {
          for (const tag of list) tags.add(tag);
        }),
      );
      expect(entry, JSON.stringify(ref)).not.toBeNull();
      pages.push({ data: (entry as PageEntry).data as Listed, tags });
    }
    return { pathsTags, pages };
  }

  it('lists every article once, latest first, equal dates in the order the collection gives them', async () => {
    const { pages } = await hubPages();
    const all = (await context.queryAll('news', 'items', CARD_FIELDS)).sort(byDateDesc);
    // More articles than one request of cards: the hub's pages come from several stretches.
    expect(pages.length).toBeGreaterThan(27);
    expect(pages.flatMap((page) => page.data.items.map((item) => item.record?.id))).toEqual(
      all.map((record) => record.id),
    );
    expect(pages.every((page) => page.data.pagination.total === pages.length)).toBe(true);
  });

  it("ties a page to the articles it shows and the collection, not to articles of other pages' stretches", async () => {
    const { pathsTags, pages } = await hubPages();
    const first = pages[0];
    const last = pages.at(-1);
    const firstArticle = first?.data.items[0]?.record?.id ?? '';
    const lastArticle = last?.data.items[0]?.record?.id ?? '';
    expect(first?.tags).toContain(cacheTag('record', firstArticle));
    expect(last?.tags).toContain(cacheTag('record', lastArticle));
    expect(last?.tags).toContain(cacheTag('model', 'single_news'));
    // A retitled article rebuilds its own stretch of the hub, not the first page's.
    expect(last?.tags).not.toContain(cacheTag('record', firstArticle));
    expect(first?.tags).not.toContain(cacheTag('record', lastArticle));
    // Listing the pages reads the count: a new or removed article lists them again, a retitled one does not.
    expect(pathsTags).toContain(cacheTag('model', 'single_news'));
    expect(pathsTags).not.toContain(cacheTag('record', firstArticle));
  });
});
