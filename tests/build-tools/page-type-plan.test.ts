import { describe, expect, it } from 'vitest';
import type { PageContextSource } from '../../renderer/server/page-context.js';
import type { PageDataModule, PageEntry, PageRef } from '../../src/page-contract/page-module.js';
import type { RecordedPage } from '../../src/site-build/page-tags.js';
import { planPageType, touchedLists, type PageTypePlan } from '../../src/site-build/page-type-plan.js';

const ROUTE = 'business-intelligence-news-page-page';
const refOf = (page: number): PageRef => ({ route: ROUTE, params: { page: String(page) } });
const entryOf = (page: number, title = `Page ${page}`) =>
  ({ route: ROUTE, params: { page: String(page) }, title, data: {} }) as unknown as PageEntry;

/** The stand-in module never reads its context: a partial build's plan only hands it over. */
const context = { forPage: () => ({}) } as unknown as PageContextSource;

/** A hub of `count` pages whose `data()` of pages from `gateFrom` on waits for `open()`; `missing` (and any page past `count`) has no data. */
function hub(count: number, { gateFrom = Infinity, missing = -1 } = {}) {
  const asked: number[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const module: PageDataModule = {
    paths: async () => Array.from({ length: count }, (_, index) => refOf(index + 1)),
    data: async (ref) => {
      const page = Number(ref.params.page);
      asked.push(page);
      if (page >= gateFrom) await gate;
      return page === missing || page > count ? null : entryOf(page);
    },
  };
  return { module, asked, open };
}

/** The plan's page at `index`, which must be one it fetches again. */
const pageAt = (plan: PageTypePlan, index: number) =>
  plan.fetched.get(index) ?? Promise.reject(new Error(`page ${index} is not fetched again`));

const recordedOf = (count: number, tags: readonly string[]) =>
  Array.from({ length: count }, (_, index) => ({ ref: refOf(index + 1), tags: [tags] }) as unknown as RecordedPage);

describe("a partial build's plan of a page type", () => {
  it("when paths() runs again, is ready before its pages' data, which comes a chunk at a time, in order", async () => {
    const { module, asked, open } = hub(600, { gateFrom: 251 });
    const plan = await planPageType({
      pageName: 'business-intelligence-news',
      module,
      context,
      recorded: recordedOf(599, ['collection']),
      pathsTags: new Set(['collection']),
      invalidated: new Set(['collection']),
      touched: touchedLists(new Set(['collection'])),
    });
    expect(plan.pathsRun).toBe(true);
    expect(plan.fetched.size).toBe(600);
    expect((await pageAt(plan, 0)).entry.title).toBe('Page 1');
    // The second chunk is being fetched; the third is not asked for before it.
    expect(Math.max(...asked)).toBe(500);
    open();
    expect((await pageAt(plan, 599)).entry.title).toBe('Page 600');
    expect(asked).toHaveLength(600);
  });

  it('fails, naming the page, when a page paths() listed has no data, and only when that page is taken', async () => {
    const { module } = hub(600, { missing: 420 });
    const plan = await planPageType({
      pageName: 'business-intelligence-news',
      module,
      context,
      recorded: [],
      pathsTags: new Set(['collection']),
      invalidated: new Set(['collection']),
      touched: touchedLists(new Set(['collection'])),
    });
    expect((await pageAt(plan, 10)).entry.title).toBe('Page 11');
    await expect(pageAt(plan, 300)).rejects.toThrow(
      /Page type business-intelligence-news: paths\(\) listed business-intelligence-news-page-page \{"page":"420"\}, which data\(\) did not find/,
    );
    await expect(pageAt(plan, 599)).rejects.toThrow(/which data\(\) did not find/);
  });

  it('lists the pages again when a recorded page went away, and fetches those the change names', async () => {
    const { module } = hub(3);
    const recorded = [...recordedOf(3, ['other']), { ref: refOf(4), tags: [['record-4']] } as unknown as RecordedPage];
    const plan = await planPageType({
      pageName: 'business-intelligence-news',
      module,
      context,
      recorded,
      pathsTags: new Set(['collection']),
      invalidated: new Set(['record-4']),
      touched: touchedLists(new Set(['record-4'])),
    });
    expect(plan.pathsRun).toBe(true);
    expect(plan.refs.map((ref) => ref.params.page)).toEqual(['1', '2', '3']);
    expect([...plan.fetched.keys()]).toEqual([]);
  });
});
