import { readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPartialEquivalence, type EditOutcome } from '../../src/bench/partial-equivalence.js';
import { readConfig } from '../../src/config/env.js';
import { cacheTag } from '../../src/content/schema/cache-tags.js';
import { itemId } from '../support/content-ids.js';
import { PAGE_TAGS_FILE } from '../../src/site-build/page-tags.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, `.cache/partial-build-${process.pid}`);
const config = (contentDir: string) => readConfig({ SITE_URL: 'https://www.example.test', CONTENT_DIR: contentDir, IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT });

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** How many pages of the live output have their HTML and payload hard-linked from an output before it. */
async function linkedPages(): Promise<number> {
  const dir = await realpath(join(work, 'dist'));
  const pages = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('index.html'));
  const linked = await Promise.all(
    pages.map(async (file) => (await stat(join(dir, file))).nlink > 1 && (await stat(join(dir, file.replace(/index\.html$/, 'payload.json')))).nlink > 1),
  );
  return linked.filter(Boolean).length;
}

describe('a partial build publishes exactly what a full build of the same content does', () => {
  // The suite's short form: a text change, a slug change, a new record and an unpublished one, in turn, then a text
  // change once the recorded state has been damaged. The random run over every kind (a menu label, images, linked
  // records, deletions...) is the bench's: scripts/bench-partial.ts.
  const kinds = ['text', 'slug', 'create', 'unpublish'] as const;
  const outcomes: EditOutcome[] = [];
  /** Per edit, the pages its output linked (counted before the next edit's build). */
  const linked: number[] = [];

  beforeAll(async () => {
    await runPartialEquivalence({
      config,
      contentDir: join(root, 'content'),
      work,
      edits: kinds.length + 1,
      seed: 2811,
      kinds,
      inTurn: true,
      keepRecords: 3,
      workers: 1,
      beforeEdit: async (edit) => {
        if (edit > 1) linked.push(await linkedPages());
        if (edit === kinds.length + 1) await writeFile(join(work, 'builds', PAGE_TAGS_FILE), '{"buildId":');
      },
      onEdit: (outcome) => outcomes.push(outcome),
    });
  }, 600_000);

  it('after edits of four kinds, one webhook at a time (a small copy of the real content)', () => {
    const edits = outcomes.slice(0, kinds.length);
    expect(edits.map(({ kind }) => kind)).toEqual(kinds);
    for (const outcome of edits) expect(outcome.differences, `${outcome.kind}: ${outcome.description}`).toEqual([]);
    // Each of these changes one record's pages and the lists that show it: a partial build that renders only some pages.
    for (const [index, outcome] of edits.entries()) {
      expect(outcome.partial.kind, `${outcome.kind}: ${outcome.partial.reason ?? ''}`).toBe('partial');
      expect(outcome.partial.rendered).toBeLessThan(outcome.partial.pages);
      // A page names no build: every page it did not fetch again is the live one's files, hard-linked, not rewritten.
      expect(linked[index], outcome.kind).toBeGreaterThanOrEqual(outcome.partial.pages - outcome.partial.fetched);
      // The build session had linked them while no build ran (prepared-pages.ts); the build wrote its pages beside
      // those links, never into them (the runner's differences include any file of the output live before it changed).
      expect(outcome.partial.prepared, outcome.kind).toBeGreaterThan(0);
    }
    // The saved file names what the save changed: a retitled record, its tag and its title's, not its collection
    // (its model's every page); a new or unpublished one, its collection too (lists gain or lose it).
    const [, model, id] = /^records\/([^/]+)\/(.+)\.json$/.exec(edits[0]?.file ?? '') ?? [];
    expect(edits[0]?.tags).toEqual([cacheTag('record', itemId(id ?? '')), cacheTag('field', `${model}.title`)].sort());
    // ...and fetches again only the pages that read that record, not every page whose record came in the same batch
    // (record-loader.ts splits a batch's tags per record): 14 of 314 (84 when a batch's records named each other's).
    expect(edits[0]?.partial.fetched).toBeLessThanOrEqual(20);
    for (const outcome of edits.slice(2)) expect(outcome.tags, outcome.kind).toContain(cacheTag('model', outcome.file.split('/')[1] ?? ''));
  });

  it('builds everything, and says why, when the recorded state is corrupt', () => {
    const outcome = outcomes[kinds.length];
    expect(outcome?.partial.kind).toBe('full');
    expect(outcome?.partial.reason).toMatch(/^the recorded page tags are unreadable/);
    expect(outcome?.differences).toEqual([]);
  });
});
