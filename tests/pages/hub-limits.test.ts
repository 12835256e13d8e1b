import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as businessIntelligence from '../../pages/business-intelligence/+data.server.js';
import * as events from '../../pages/events/+data.server.js';
import { writeScaledContent } from '../../scripts/content-generate/scale/build.js';
import { loadSiteData } from '../../src/render/load-site-data.js';
import { createPageContext } from '../../src/render/page-context.js';
import { createContentClient } from '../../src/content/client/content-client.js';
import { startContentServer, type ContentServer } from '../../src/content/server/content-server.js';
import { contentDocument as document } from '../../renderer/server-entry.js';
import { byDateDesc, CARD_FIELDS } from '../../src/page-kit/cards.js';
import { pathChunks, type PageBuildContext, type PageDataModule, type PageEntry, type PageRef } from '../../src/runtime/page-module.js';

/** A generated archive larger than what the hubs list: 12 times the real content's 6 events and 5 major cases. */
const SCALE = 12;
let dir: string;
let server: ContentServer;
let context: PageBuildContext;

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
  context = createPageContext({ content, contentDocument: document, locale: 'en', site: { ...site, shell: 'hub-limits' }, siteUrl: 'https://www.example.test' });
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
    const latest = (await context.queryAll('major-cases', 'items', CARD_FIELDS)).sort(byDateDesc).slice(0, businessIntelligence.MAJOR_CASES_LISTED);
    expect(majorCases.map((item) => item.record?.id)).toEqual(latest.map((record) => record.id));
  });
});
