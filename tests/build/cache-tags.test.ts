import { resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';
import { buildPath } from '../../src/routing/build-path.js';
import { readPageTags, type RecordedPageTags } from '../../src/site-build/page-tags.js';
import { itemId } from '../support/content-ids.js';
import { builtPagePaths, TEST_BUILDS_DIR } from '../support/test-site.js';

/** The cache tags the test build (tests/support/global-setup.ts) recorded for each page, in its build state. */
const dir = inject('builtSiteDir');
const buildsDir = resolve(import.meta.dirname, '../..', TEST_BUILDS_DIR);
const recorded = new Map<string, ReadonlySet<string>>();
const pages: RecordedPageTags[] = [];

beforeAll(async () => {
  for await (const page of readPageTags(buildsDir)) pages.push(page);
  for (const { path, tags } of pages) recorded.set(path, tags);
});

const tagsOf = (path: string): ReadonlySet<string> => {
  const tags = recorded.get(path);
  expect(tags, `tags recorded for ${path}`).toBeDefined();
  return tags ?? new Set();
};

describe('the cache tags a build records', () => {
  it('names every built page once', async () => {
    const built = (await builtPagePaths(dir)).filter((path) => !path.endsWith('/404/'));
    expect(pages.length).toBe(recorded.size);
    expect([...recorded.keys()].sort()).toEqual(built);
  });

  it("gives a news article's page its record's tag and the layout's (site settings)", () => {
    const path = buildPath('business-intelligence-news-slug', 'fr', { slug: 'bureau-de-sherbrooke-rue-king-ouest' });
    const tags = tagsOf(path);
    expect(tags).toContain(cacheTag('record', itemId('news-2023-bureau-sherbrooke')));
    expect(tags).toContain(cacheTag('site', 'site'));
    expect(
      tagsOf(buildPath('business-intelligence-news-slug', 'en', { slug: 'sherbrooke-office-king-street-west' })),
    ).toContain(cacheTag('record', itemId('news-2023-bureau-sherbrooke')));
  });

  it("gives every page of the news hub the news model's tag, so that a new article invalidates them", () => {
    for (const path of [
      buildPath('business-intelligence-news', 'fr'),
      buildPath('business-intelligence-news-page-page', 'fr', { page: 2 }),
      buildPath('business-intelligence-news', 'en'),
    ]) {
      expect(tagsOf(path)).toContain(cacheTag('model', 'single_news'));
    }
  });

  it("leaves a page that reads no news out of the news model's pages", () => {
    expect(tagsOf(buildPath('contact', 'fr'))).not.toContain(cacheTag('model', 'single_news'));
  });
});
