import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScaledContent } from '../../scripts/content-generate/scale/build.js';
import { models } from '../../src/content/model/models.js';
import { loadContent, type ContentStore } from '../../src/content/store/load-content.js';

const SCALE = 25;
const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

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

  it('writes N records per collection family, capped sizes for the others and every singleton', async () => {
    const files = await listFiles(first);
    const inModel = (model: string): number => files.filter((f) => f.startsWith(join('records', model, '/'))).length;
    for (const model of ['single_employee', 'single_news', 'single_cases_analysis', 'single_major_case', 'single_event', 'single_career']) {
      expect(inModel(model), model).toBe(SCALE);
    }
    for (const model of ['single_practice_area', 'single_sub_practice_area', 'single_industry', 'single_service']) {
      expect(inModel(model), model).toBe(Math.min(SCALE, 60));
    }
    for (const model of models.filter((m) => m.singleton)) expect(inModel(model.apiKey), model.apiKey).toBe(1);
    const images = files.filter((f) => f.startsWith('uploads/') && !f.endsWith('.json'));
    expect(images.length).toBeLessThan(40);
  });

  it('writes a set the content loader accepts', async () => {
    const store = await loadContent(first);
    expect(count(store, 'single_employee')).toBe(SCALE);
    expect(count(store, 'single_news')).toBe(SCALE);
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
    for (const [model, minimum] of Object.entries(minimums)) expect(count(store, model), model).toBeGreaterThanOrEqual(minimum);
    for (const model of models.filter((m) => m.singleton)) expect(count(store, model.apiKey), model.apiKey).toBe(1);
  });

  it('has sub practice areas under at least four practice areas', () => {
    const parents = new Set(
      (store.recordIdsByModel.get('single_sub_practice_area') ?? []).map((id) => store.records.get(id)?.fields.pageParent),
    );
    expect(parents.size).toBeGreaterThanOrEqual(4);
  });

  it('has past and upcoming events relative to 2026-11-21', () => {
    const starts = (store.recordIdsByModel.get('single_event') ?? []).map((id) => String(store.records.get(id)?.fields.startAt));
    expect(starts.some((start) => start < '2026-11-21')).toBe(true);
    expect(starts.some((start) => start > '2026-11-21')).toBe(true);
  });

  it('has one or two drafts, to exercise preview', () => {
    const drafts = [...store.records.values()].filter((record) => record.meta.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
  });

  it('writes French with Québec typography', async () => {
    const problems: string[] = [];
    const checks: [RegExp, string][] = [
      [/ [:;!?%»]/, 'plain space before a sign that takes a no-break space'],
      [/« /, 'plain space after «'],
      [/[\p{L}\d)][;!?](?=\s|$)/u, 'no space before ; ! or ?'],
      [/'/, 'straight apostrophe'],
    ];
    const visit = (value: unknown, path: string, french: boolean): void => {
      if (typeof value === 'string') {
        if (!french) return;
        for (const [pattern, reason] of checks) if (pattern.test(value)) problems.push(`${path}: ${reason}: ${value.slice(0, 80)}`);
      } else if (Array.isArray(value)) {
        value.forEach((item, i) => visit(item, `${path}[${i}]`, french));
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) visit(item, `${path}.${key}`, french || key === 'fr-CA');
      }
    };
    for (const file of await listFiles(contentDir)) {
      if (file.endsWith('.json')) visit(JSON.parse(await readFile(join(contentDir, file), 'utf8')), file, false);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the uploads folder under 12 MB', async () => {
    const files = await listFiles(join(contentDir, 'uploads'));
    const sizes = await Promise.all(files.map(async (file) => (await stat(join(contentDir, 'uploads', file))).size));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(12 * 1024 * 1024);
  });
});

describe('generated team members beyond one cycle of first and last names', () => {
  it('get numbered slugs, ids and emails, so large sets have no namesakes and every author link resolves', async () => {
    const { employeeId, NAME_PAIRS } = await import('../../scripts/content-generate/scale/names.js');
    const { personAt } = await import('../../scripts/content-generate/scale/people.js');
    const { teamMemberBuilder } = await import('../../scripts/content-generate/authoring/team.js');
    const { practiceAreaAt, industryAt } = await import('../../scripts/content-generate/scale/families.js');
    const areas = [practiceAreaAt(0, 1), practiceAreaAt(1, 1)];
    const sectors = [industryAt(0, 1)];
    const build = teamMemberBuilder(areas, sectors);
    const member = (index: number) =>
      build(personAt(index, (j) => areas[j]?.id ?? '', areas.length, (j) => sectors[j]?.id ?? '', sectors.length), index);
    const [first, namesake] = [member(3), member(NAME_PAIRS + 3)];
    expect(namesake.fullName).toBe(first.fullName);
    expect(namesake.id).toBe(`${first.id}-2`);
    expect(namesake.id).toBe(employeeId(NAME_PAIRS + 3));
    expect(namesake.email).not.toBe(first.email);
  });
});
