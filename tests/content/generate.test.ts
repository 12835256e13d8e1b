import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScaledContent } from '../../scripts/content-generate/scale/scaled-content.js';
import { EXPERTISE_CAP, scaleFamilies } from '../../scripts/content-generate/scale/families.js';
import type { ScaleFamily } from '../../src/content-model/model/model-row.js';
import { models } from '../../src/content-model/model/models.js';
import { formatProblem } from '../../src/content-service/store/content-validation-error.js';
import { loadContent, type ContentStore } from '../../src/content-service/store/load-content.js';
import { itemId } from '../support/content-ids.js';

const SCALE = 3;
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const count = (store: ContentStore, model: string): number => store.recordIdsByModel.get(model)?.length ?? 0;

describe('content generator (--scale)', () => {
  let root: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'content-generate-'));
    first = join(root, 'first');
    second = join(root, 'second');
    await writeScaledContent(first, SCALE);
    await writeScaledContent(second, SCALE);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes byte-identical files from one run to the next', async () => {
    const files = await listFiles(first);
    expect(await listFiles(second)).toEqual(files);
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(first, file)), readFile(join(second, file))]);
      expect(a.equals(b), file).toBe(true);
    }
  });

  it('multiplies the growing collections, caps expertise lists at 60 and copies every singleton and upload', async () => {
    const real = await loadContent(contentDir);
    const files = await listFiles(first);
    const inModel = (model: string): number => files.filter((f) => f.startsWith(join('records', model, '/'))).length;
    const family = (name: ScaleFamily): string[] =>
      [...scaleFamilies].filter(([, f]) => f === name).map(([model]) => model);
    expect(family('multiplied').length).toBeGreaterThan(0);
    expect(family('capped').length).toBeGreaterThan(0);
    for (const model of family('multiplied')) expect(inModel(model), model).toBe(count(real, model) * SCALE);
    for (const model of family('capped'))
      expect(inModel(model), model).toBe(
        Math.max(count(real, model), Math.min(count(real, model) * SCALE, EXPERTISE_CAP)),
      );
    for (const model of models.filter((m) => !m.block && !scaleFamilies.has(m.apiKey))) {
      expect(inModel(model.apiKey), model.apiKey).toBe(count(real, model.apiKey));
    }
    for (const model of models.filter((m) => m.singleton)) expect(inModel(model.apiKey), model.apiKey).toBe(1);
    expect(files.filter((f) => f.startsWith('uploads/'))).toEqual(
      await listFiles(join(contentDir, 'uploads')).then((names) => names.map((n) => `uploads/${n}`)),
    );
  });

  it('gives each replica its own id, slug and earlier date, and keeps its links on real records', async () => {
    const store = await loadContent(first);
    const original = store.records.get(itemId('news-2023-bureau-sherbrooke'));
    const replica = store.records.get(itemId('news-2023-bureau-sherbrooke-r2'));
    expect(original && replica).toBeTruthy();
    expect(replica?.localizedFields.slug).toEqual({
      'fr-CA': `${String(original?.localizedFields.slug?.['fr-CA'])}-3`,
      'en-CA': `${String(original?.localizedFields.slug?.['en-CA'])}-3`,
    });
    expect(String(replica?.fields.date) < String(original?.fields.date)).toBe(true);
    expect(replica?.fields.authors).toEqual(original?.fields.authors);
  });

  it('writes a set the content loader accepts', async () => {
    const [store, real] = await Promise.all([loadContent(first), loadContent(contentDir)]);
    expect(count(store, 'single_employee')).toBe(count(real, 'single_employee') * SCALE);
    expect(count(store, 'single_news')).toBe(count(real, 'single_news') * SCALE);
  });
});

describe('authored content (content/)', () => {
  let store: ContentStore;

  beforeAll(async () => {
    store = await loadContent(contentDir);
  });

  it('has the expected number of records of each model', () => {
    const minimums: Record<string, number> = {
      office: 3,
      single_employee: 42,
      single_practice_area: 12,
      single_sub_practice_area: 10,
      single_industry: 8,
      single_service: 8,
      single_news: 30,
      single_cases_analysis: 12,
      single_major_case: 5,
      single_event: 6,
      single_career: 5,
      single_about: 4,
      generic_page: 3,
    };
    for (const [model, minimum] of Object.entries(minimums))
      expect(count(store, model), model).toBeGreaterThanOrEqual(minimum);
    for (const model of models.filter((m) => m.singleton)) expect(count(store, model.apiKey), model.apiKey).toBe(1);
  });

  it('has sub practice areas under at least four practice areas', () => {
    const parents = new Set(
      (store.recordIdsByModel.get('single_sub_practice_area') ?? []).map(
        (id) => store.records.get(id)?.fields.pageParent,
      ),
    );
    expect(parents.size).toBeGreaterThanOrEqual(4);
  });

  it('has past and upcoming events relative to 2026-11-21', () => {
    const starts = (store.recordIdsByModel.get('single_event') ?? []).map((id) =>
      String(store.records.get(id)?.fields.startAt),
    );
    expect(starts.some((start) => start < '2026-11-21')).toBe(true);
    expect(starts.some((start) => start > '2026-11-21')).toBe(true);
  });

  it('has one or two drafts, to exercise preview', () => {
    const drafts = [...store.records.values()].filter((record) => record.meta.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
  });

  it('writes French with Québec typography (the check the build warns with, naming file and field)', () => {
    expect(store.warnings.map(formatProblem)).toEqual([]);
  });

  it('keeps the uploads folder under 12 MB', async () => {
    const files = await listFiles(join(contentDir, 'uploads'));
    const sizes = await Promise.all(files.map(async (file) => (await stat(join(contentDir, 'uploads', file))).size));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(12 * 1024 * 1024);
  });
});
