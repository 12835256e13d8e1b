import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeContentQuery } from '../../../src/content-service/schema/execute.js';
import type { ContentStore } from '../../../src/content-service/store/content-store.js';
import { loadContent, loadContentForReload } from '../../../src/content-service/store/load-content.js';
import type { LoadedContent } from '../../../src/content-service/store/loaded-content.js';
import { reloadContent } from '../../../src/content-service/store/reload-content.js';
import { copyFixture, type FixtureCopy } from './fixture-copy.js';

/** Collections sorted and filtered on what the edits below change, paged as a build pages them. */
const QUERY = `{
  byDate: allSingleNews(locale: fr_CA, orderBy: [date_DESC], first: 2) { id title }
  byDateRest: allSingleNews(locale: fr_CA, orderBy: [date_DESC], first: 2, skip: 2) { id }
  byTitle: allSingleNews(locale: fr_CA, orderBy: [title_ASC]) { id }
  mergers: allSingleNews(locale: fr_CA, filter: { title: { matches: { pattern: "fusion" } } }) { id }
  count: _allSingleNewsMeta(locale: fr_CA) { count }
}`;

/** The answers of {@link QUERY}, published records only and drafts included. */
async function answers(store: ContentStore): Promise<unknown[]> {
  return Promise.all(
    [false, true].map(async (includeDrafts) => {
      const { data, errors } = await executeContentQuery(store, { query: QUERY, includeDrafts });
      expect(errors).toBeUndefined();
      return data;
    }),
  );
}

let copy: FixtureCopy;
let loaded: LoadedContent;

beforeAll(async () => {
  copy = await copyFixture();
  loaded = await loadContentForReload(copy.dir, { cacheFile: null });
});

afterAll(() => copy.remove());

/**
 * Edits a news record, reloads, and answers the queries on the reloaded store, which must be a whole load's answers:
 * the collections' selections made before the edit are kept only where the edit leaves them as they were.
 */
async function afterEdit(file: string, edit: (json: Record<string, unknown>) => void): Promise<void> {
  await answers(loaded.store);
  await copy.editJson(`records/single_news/${file}.json`, edit);
  const reload = await reloadContent(loaded);
  expect(reload.kind).toBe('changed');
  expect(await answers(reload.loaded.store)).toEqual(await answers(await loadContent(copy.dir, { cacheFile: null })));
  loaded = reload.loaded;
}

describe("a collection's records after a reload that replaced some in place", () => {
  it('follow a retitle that moves a record in the title order and out of a title filter', async () => {
    await afterEdit('news-merger-guide', (json) => {
      json.title = { 'fr-CA': 'Zénith : le guide des fusions' };
    });
    await afterEdit('news-merger-guide', (json) => {
      json.title = { 'fr-CA': 'Zénith : le guide des acquisitions' };
    });
  });

  it('follow a date that moves a record in the date order, across pages', async () => {
    await afterEdit('news-merger-guide', (json) => {
      json.date = '2026-06-01';
    });
  });

  it('follow a record unpublished, left out of the published selection and kept in the drafts one', async () => {
    await afterEdit('news-fiscal-2025', (json) => {
      json._status = 'draft';
      delete json._publishedAt;
      delete json._firstPublishedAt;
    });
  });

  it('keep only the store just before as the one they were made from, not a chain of stores', async () => {
    const before = loaded.store;
    await afterEdit('news-merger-guide', (json) => {
      json.excerpt = { 'fr-CA': 'Un résumé revu.' };
    });
    expect(loaded.store.replacedFrom?.store).toBe(before);
    expect(before.replacedFrom).toBeUndefined();
  });
});
