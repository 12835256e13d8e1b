import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordTypes } from '../../src/content-model/model/record-types.js';
import { searchLabelKeys } from '../../src/content-model/model/search-labels.js';
import { browserModelTable } from '../../renderer/vite/browser-model-table-plugin.js';

const root = resolve(import.meta.dirname, '../..');
const table = resolve(root, 'src/content-model/model/site-models.ts');

type Load = (id: string, options?: { ssr?: boolean }) => string | undefined;
const load = browserModelTable(root).load as unknown as Load;

/** The rows of the browser's model table, as its module exports them. */
function browserRows(): { model: string; pages: Record<string, unknown> }[] {
  const source = load(table, { ssr: false }) ?? '';
  return JSON.parse(source.replace(/^export const siteModels = /, '').replace(/;\s*$/, ''));
}

describe('the model table in the browser bundle', () => {
  it('gives the browser the same routes, paths, hubs, pagination and search labels as the whole table', () => {
    const rows = browserRows();
    expect(rows.map((row) => row.model)).toEqual(recordTypes.map((type) => type.model));
    for (const type of recordTypes) {
      const pages = rows.find((row) => row.model === type.model)?.pages;
      expect(pages, type.model).toMatchObject({ route: type.route, paths: type.paths, hubs: type.hubs });
      expect(pages?.paginated, type.model).toBe('paginated' in type ? type.paginated : undefined);
      expect(pages?.searchLabel, type.model).toBe((searchLabelKeys as Readonly<Record<string, string>>)[type.route]);
    }
  });

  it('leaves out the fields, documents and cards, and leaves the server bundle the whole table', () => {
    const source = load(table, { ssr: false }) ?? '';
    expect(source).not.toMatch(/"fields"|"document"|"card"|"apiKey"/);
    expect(source.length).toBeLessThan(8000);
    expect(load(table, { ssr: true })).toBeUndefined();
    expect(load(resolve(root, 'src/content-model/model/record-types.ts'), { ssr: false })).toBeUndefined();
  });
});
