import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../src/content-service/store/content-store.js';
import { loadContent, loadContentForReload } from '../../../src/content-service/store/load-content.js';
import type { LoadedContent } from '../../../src/content-service/store/loaded-content.js';
import { reloadContent, type ContentReload } from '../../../src/content-service/store/reload-content.js';
import { copyFixture, type FixtureCopy } from './fixture-copy.js';

/** Everything the store answers, in its order: two stores with the same dump answer every query alike. */
function dump(store: ContentStore): unknown {
  return {
    dir: store.dir,
    site: store.site,
    records: [...store.records.entries()],
    recordSummaries: [...store.recordSummaries.entries()],
    recordIdsByModel: [...store.recordIdsByModel.entries()],
    blocks: [...store.blocks.entries()],
    uploads: [...store.uploads.entries()],
    warnings: store.warnings,
  };
}

async function loadError(load: () => Promise<unknown>): Promise<string> {
  try {
    await load();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected the load to fail');
}

let copy: FixtureCopy;
let loaded: LoadedContent;

/** Reloads after an edit: the store equals a whole load of the folder as it is now. */
async function reloadMatchesWholeLoad(): Promise<ContentReload> {
  const reload = await reloadContent(loaded);
  expect(dump(reload.loaded.store)).toEqual(dump(await loadContent(copy.dir, { cacheFile: null })));
  loaded = reload.loaded;
  return reload;
}

/** Reloads after an edit that breaks the folder: the same error as a whole load, and the content it had is kept. */
async function reloadFailsAsWholeLoad(): Promise<void> {
  const before = dump(loaded.store);
  const whole = await loadError(() => loadContent(copy.dir, { cacheFile: null }));
  expect(await loadError(() => reloadContent(loaded))).toBe(whole);
  expect(dump(loaded.store)).toEqual(before);
}

beforeAll(async () => {
  copy = await copyFixture();
  loaded = await loadContentForReload(copy.dir, { cacheFile: null });
});

afterAll(() => copy.remove());

describe('reloadContent, edit after edit, against a whole load of the same folder', () => {
  it('keeps the store when nothing changed (files saved a moment ago are compared by their bytes)', async () => {
    const reload = await reloadContent(loaded);
    expect(reload.kind).toBe('unchanged');
    expect(reload.loaded.store).toBe(loaded.store);
    loaded = reload.loaded;
  });

  it('reads only the changed file for a text change, a slug change, a block renamed', async () => {
    await copy.editJson('records/single_news/news-merger-guide.json', (json) => {
      json.title = { 'fr-CA': 'Guide des fusions : les étapes' };
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });
    expect(loaded.store.warnings.map((warning) => warning.file)).toContain(
      'records/single_news/news-merger-guide.json',
    );
    await copy.editJson('records/single_news/news-merger-guide.json', (json) => {
      json.slug = { 'fr-CA': 'guide-des-fusions' };
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });
    await copy.editJson('records/single_news/news-fiscal-2025.json', (json) => {
      const body = json.body as Record<string, { value: string; blocks: { id: string }[] }>;
      const fr = body['fr-CA'] as { value: string; blocks: { id: string }[] };
      fr.value = fr.value.replace('[[block:news-fiscal-quote]]', '[[block:news-fiscal-quote-2]]');
      (fr.blocks[0] as { id: string }).id = 'news-fiscal-quote-2';
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });
  });

  it('adds a created record in path order, with its block, and removes a deleted one', async () => {
    await copy.writeJson('records/single_news/news-budget-note.json', {
      id: 'news-budget-note',
      _createdAt: '2025-04-01T09:00:00-04:00',
      title: { 'fr-CA': 'Note budgétaire' },
      slug: { 'fr-CA': 'note-budgetaire' },
      date: '2025-04-01',
      authors: ['emp-jean-gagnon'],
      heroImage: 'hero-montreal',
      body: {
        'fr-CA': {
          value: 'Texte.\n\n[[block:budget-note-quote]]',
          blocks: [{ id: 'budget-note-quote', _type: 'quote_block', quote: 'Court.', attribution: 'J. G.' }],
        },
      },
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });
    await rm(join(copy.dir, 'records/single_news/news-budget-note.json'));
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 0 });
  });

  it('publishes a draft and unpublishes a published record', async () => {
    await copy.editJson('records/single_news/news-draft-ai.json', (json) => {
      json._status = 'published';
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });
    await copy.editJson('records/single_news/news-merger-guide.json', (json) => {
      json._status = 'draft';
      delete json._publishedAt;
      delete json._firstPublishedAt;
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });
  });

  it('takes a replaced image, a new upload and a change of site.json', async () => {
    await copy.editJson('uploads/hero-montreal.json', (json) => {
      delete json.width;
      delete json.height;
    });
    await copyFile(join(copy.dir, 'uploads/portrait-marie-tremblay.jpg'), join(copy.dir, 'uploads/hero-montreal.jpg'));
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 0 });
    await copyFile(join(copy.dir, 'uploads/favicon.png'), join(copy.dir, 'uploads/icon-small.png'));
    await copy.writeJson('uploads/icon-small.json', { id: 'icon-small', filename: 'icon-small.png' });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 0 });
    await copy.editJson('site.json', (json) => {
      json.noIndex = true;
      json.favicon = 'icon-small';
    });
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 0 });
  });

  it('rejects a deleted record that is still linked to, an upload deleted in use, a duplicate slug, as a whole load does, then takes the fix', async () => {
    const employee = 'records/single_employee/emp-jean-gagnon.json';
    const saved = await readFile(join(copy.dir, employee));
    await rm(join(copy.dir, employee));
    await reloadFailsAsWholeLoad();
    await writeFile(join(copy.dir, employee), saved);
    expect(await reloadMatchesWholeLoad()).toMatchObject({ kind: 'changed', checked: 1 });

    await rm(join(copy.dir, 'uploads/icon-small.json'));
    await reloadFailsAsWholeLoad();
    await copy.writeJson('uploads/icon-small.json', { id: 'icon-small', filename: 'icon-small.png' });

    const draft = 'records/single_news/news-draft-ai.json';
    const draftText = await readFile(join(copy.dir, draft));
    await copy.editJson(draft, (json) => {
      json.slug = { 'fr-CA': 'guide-des-fusions', 'en-CA': 'mergers-guide' };
    });
    await reloadFailsAsWholeLoad();
    await writeFile(join(copy.dir, draft), draftText);
    expect((await reloadMatchesWholeLoad()).kind).toBe('changed');
  });
});
