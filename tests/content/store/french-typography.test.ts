import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  frenchTypographyProblems,
  frenchTypographyRules,
} from '../../../src/content-service/checks/french-typography.js';
import { formatProblem } from '../../../src/content-service/store/content-validation-error.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { itemId } from '../../support/content-ids.js';

const fixture = fileURLToPath(new URL('../../fixtures/content-small', import.meta.url));

describe('French typography check', () => {
  const lapses: [string, string][] = [
    ['Nouvelle adresse : rue King', 'a plain space before'],
    ['« Loi 25»', 'a plain space after «'],
    ['Pourquoi maintenant?', 'no space before ; ! or ?'],
    ["L'entreprise", 'a straight apostrophe'],
  ];

  it('has a rule for each lapse an editor makes', () => {
    expect(lapses.length).toBe(frenchTypographyRules.length);
  });

  it.each(lapses)('flags %j in French text', (text, reason) => {
    const problems = frenchTypographyProblems({ title: { 'fr-CA': text, 'en-CA': text } });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toEqual(['title', 'fr-CA']);
    expect(problems[0]?.reason).toContain(reason);
  });

  it('accepts the no-break spaces and apostrophe of Québec usage, and leaves English alone', () => {
    const french =
      'Nouvelle adresse\u00a0: «\u00a0Loi 25\u00a0» — pourquoi maintenant\u202f? L’entreprise, 250\u00a0000\u00a0$, 12\u00a0%';
    expect(frenchTypographyProblems({ body: { 'fr-CA': french, 'en-CA': "Why now ? The firm's office" } })).toEqual([]);
  });
});

describe('content loading with a French typography lapse', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'typography-'));
    await cp(fixture, dir, { recursive: true });
    const file = join(dir, 'records/single_news/news-fiscal-2025.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as { title: Record<string, string> };
    json.title['fr-CA'] = "L'impôt en 2025 : ce qui change";
    await writeFile(file, JSON.stringify(json));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('publishes the record and warns with the file and the field to fix', async () => {
    const store = await loadContent(dir);
    expect(store.records.get(itemId('news-fiscal-2025'))).toBeDefined();
    const warnings = store.warnings
      .filter((warning) => warning.file.endsWith('news-fiscal-2025.json'))
      .map(formatProblem);
    expect(warnings).toEqual([
      expect.stringMatching(/^records\/single_news\/news-fiscal-2025\.json: title\.fr-CA: a plain space before/),
      expect.stringMatching(/^records\/single_news\/news-fiscal-2025\.json: title\.fr-CA: a straight apostrophe/),
    ]);
  });
});
