import { readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_KINDS } from '../../src/bench/content-edits.js';
import { runPartialEquivalence, type EditOutcome } from '../../src/bench/partial-equivalence.js';
import { readConfig } from '../../src/config/env.js';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';
import { itemId } from '../support/content-ids.js';
import { PAGE_TAGS_FILE } from '../../src/site-build/page-tags.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, `.cache/partial-build-${process.pid}`);
const config = (contentDir: string) =>
  readConfig({
    SITE_URL: 'https://www.example.test',
    CONTENT_DIR: contentDir,
    IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT,
  });

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** How many pages of the live output have their HTML and payload hard-linked from an output before it. */
async function linkedPages(): Promise<number> {
  const dir = await realpath(join(work, 'dist'));
  const pages = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('index.html'));
  const linked = await Promise.all(
    pages.map(
      async (file) =>
        (await stat(join(dir, file))).nlink > 1 &&
        (await stat(join(dir, file.replace(/index\.html$/, 'payload.json')))).nlink > 1,
    ),
  );
  return linked.filter(Boolean).length;
}

describe('a partial build publishes exactly what a full build of the same content does', () => {
  // Edits of every kind (text, image, slug, create, delete, unpublish, publish, a linked record, a menu label), each
  // on a randomly chosen record of the real content, one webhook at a time: 9; then a text change once the recorded
  // state has been damaged. Each edit costs a partial and a full build (~3 s idle): two rounds were 111-138 s of the
  // suite, its longest file, with the suite at 11 of its 12 minutes on a fresh clone; the random run of hundreds is
  // the bench's (scripts/bench-partial.ts).
  const rounds = 1;
  const edits = EDIT_KINDS.length * rounds;
  const outcomes: EditOutcome[] = [];
  /** Per edit, the pages its output linked (counted before the next edit's build). */
  const linked: number[] = [];

  beforeAll(async () => {
    await runPartialEquivalence({
      config,
      contentDir: join(root, 'content'),
      work,
      edits: edits + 1,
      seed: 2811,
      inTurn: true,
      workers: 1,
      beforeEdit: async (edit) => {
        if (edit > 1) linked.push(await linkedPages());
        if (edit === edits + 1) await writeFile(join(work, 'builds', PAGE_TAGS_FILE), '{"buildId":');
      },
      onEdit: (outcome) => outcomes.push(outcome),
    });
  }, 600_000);

  it(`after ${edits} edits of every kind, one webhook at a time (the real content)`, () => {
    const applied = outcomes.slice(0, edits);
    expect(applied.map(({ kind }) => kind)).toEqual(Array.from({ length: rounds }, () => EDIT_KINDS).flat());
    for (const outcome of applied) expect(outcome.differences, `${outcome.kind}: ${outcome.description}`).toEqual([]);
    for (const [index, outcome] of applied.entries()) {
      // A menu label is site-wide data: every page shows it, and the build says it builds everything for that reason.
      if (outcome.kind === 'menu') {
        expect(outcome.partial.kind, outcome.description).toBe('full');
        expect(outcome.partial.reason, outcome.description).toMatch(/site-wide/);
        continue;
      }
      // Each other kind changes one record's pages and the lists that show it: a partial build that renders only some pages.
      expect(outcome.partial.kind, `${outcome.kind}: ${outcome.partial.reason ?? ''}`).toBe('partial');
      expect(outcome.partial.rendered, outcome.description).toBeLessThan(outcome.partial.pages);
      // A page names no build: every page it did not fetch again is the live one's files, hard-linked, not rewritten.
      expect(linked[index], outcome.description).toBeGreaterThanOrEqual(
        outcome.partial.pages - outcome.partial.fetched,
      );
      // The build session had linked them while no build ran (prepared-pages.ts); the build wrote its pages beside
      // those links, never into them (the runner's differences include any file of the output live before it changed).
      expect(outcome.partial.prepared, outcome.description).toBeGreaterThan(0);
    }
    // The saved file names what the save changed: a retitled record, its tag and its title's, not its collection
    // (its model's every page); a new, deleted, published or unpublished one, its collection too (lists gain or lose it).
    const retitled = applied.find(({ kind }) => kind === 'text');
    const [, model, id] = /^records\/([^/]+)\/(.+)\.json$/.exec(retitled?.file ?? '') ?? [];
    expect(retitled?.tags).toEqual([cacheTag('record', itemId(id ?? '')), cacheTag('field', `${model}.title`)].sort());
    // ...and fetches again only the pages that read that record, not every page whose record came in the same batch
    // (record-loader.ts splits a batch's tags per record): 18 of 342 (84 when a batch's records named each other's).
    expect(retitled?.partial.fetched).toBeLessThanOrEqual(30);
    for (const outcome of applied.filter(({ kind }) => ['create', 'delete', 'unpublish', 'publish'].includes(kind))) {
      expect(outcome.tags, outcome.description).toContain(cacheTag('model', outcome.file.split('/')[1] ?? ''));
    }
  });

  it('builds everything, and says why, when the recorded state is corrupt', () => {
    const outcome = outcomes[edits];
    expect(outcome?.partial.kind).toBe('full');
    expect(outcome?.partial.reason).toMatch(/^the recorded page tags are unreadable/);
    expect(outcome?.differences).toEqual([]);
  });
});
