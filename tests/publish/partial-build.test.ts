import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EDIT_KINDS, runPartialEquivalence, type EditOutcome } from '../../src/bench/partial-equivalence.js';
import { readConfig } from '../../src/config/env.js';
import { PAGE_TAGS_FILE } from '../../src/site-build/page-tags.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, `.cache/partial-build-${process.pid}`);
const config = (contentDir: string) => readConfig({ SITE_URL: 'https://www.example.test', CONTENT_DIR: contentDir });

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(`${work}-state`, { recursive: true, force: true });
});

describe('a partial build publishes exactly what a full build of the same content does', () => {
  it('after random edits of every kind, one webhook at a time (a small copy of the real content)', async () => {
    const outcomes: EditOutcome[] = [];
    await runPartialEquivalence({
      config,
      contentDir: join(root, 'content'),
      work,
      edits: 4,
      seed: 2811,
      keepRecords: 3,
      workers: 1,
      onEdit: (outcome) => outcomes.push(outcome),
    });
    for (const outcome of outcomes) expect(outcome.differences, `${outcome.kind}: ${outcome.description}`).toEqual([]);
    // The edits that change one record's page and the lists that show it are partial builds that render a few pages;
    // a site-wide change (the menu) is a full build that says why.
    const partial = outcomes.filter((outcome) => outcome.partial.kind === 'partial');
    expect(partial.length).toBeGreaterThan(outcomes.length / 2);
    for (const outcome of partial) expect(outcome.partial.rendered).toBeLessThan(outcome.partial.pages);
    for (const outcome of outcomes.filter(({ kind }) => kind === 'menu')) {
      expect(outcome.partial).toMatchObject({ kind: 'full', reason: 'site-wide data changed (menus, footer, site settings)' });
    }
    expect(new Set(outcomes.map(({ kind }) => kind)).size).toBeGreaterThan(EDIT_KINDS.length / 2);
  }, 1_200_000);

  it('builds everything, and says why, when the recorded state is corrupt', async () => {
    const outcomes: EditOutcome[] = [];
    const state = `${work}-state`;
    await runPartialEquivalence({
      config,
      contentDir: join(root, 'content'),
      work: state,
      edits: 1,
      seed: 5,
      keepRecords: 2,
      workers: 1,
      kinds: ['text'],
      beforeEdit: async () => writeFile(join(state, 'builds', PAGE_TAGS_FILE), '{"buildId":'),
      onEdit: (outcome) => outcomes.push(outcome),
    });
    expect(outcomes[0]?.partial.kind).toBe('full');
    expect(outcomes[0]?.partial.reason).toMatch(/^the recorded page tags are unreadable/);
    expect(outcomes[0]?.differences).toEqual([]);
  }, 300_000);
});
