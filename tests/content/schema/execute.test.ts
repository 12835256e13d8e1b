import { describe, expect, it } from 'vitest';
import { executeContentQuery } from '../../../src/content-service/schema/execute.js';
import { matchesFilter } from '../../../src/content-service/schema/filter-match.js';
import type { QueryableField } from '../../../src/content-service/schema/queryable-fields.js';
import type { StoredItem } from '../../../src/content-service/store/content-store.js';
import { itemId } from '../../support/content-ids.js';
import { fixtureStore } from './content-query.js';

describe('executeContentQuery', () => {
  it('answers a valid query with data and no errors key', async () => {
    const result = await executeContentQuery(await fixtureStore(), {
      query: '{ _allOfficesMeta { count } }',
      includeDrafts: false,
    });
    expect(result).toEqual({ data: { _allOfficesMeta: { count: 2 } } });
    expect('errors' in result).toBe(false);
  });

  it('answers an unknown field or a syntax error with GraphQL errors and no data', async () => {
    const store = await fixtureStore();
    const unknownField = await executeContentQuery(store, { query: '{ allOffices { id zzz } }', includeDrafts: false });
    expect(unknownField.data).toBeUndefined();
    expect(unknownField.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "zzz" on type "OfficeRecord".',
    ]);
    const syntax = await executeContentQuery(store, { query: '{ allOffices { id ', includeDrafts: false });
    expect(syntax.errors?.map((error) => error.message)).toEqual(['Syntax Error: Expected Name, found <EOF>.']);
  });

  it('takes variables', async () => {
    const result = await executeContentQuery(await fixtureStore(), {
      query:
        'query ($locale: SiteLocale, $id: ItemId) { office(locale: $locale, filter: { id: { eq: $id } }) { name } }',
      variables: { locale: 'en_CA', id: itemId('office-quebec') },
      includeDrafts: false,
    });
    expect(result).toEqual({ data: { office: { name: 'Québec City office' } } });
  });

  it('types required fields as non-null only in strict mode (X-Exclude-Invalid), as DatoCMS does', async () => {
    const store = await fixtureStore();
    const query = `{ __type(name: "SingleNewsRecord") { fields { name type { kind name ofType { name } } } } }`;
    const typeOf = async (excludeInvalid: boolean, field: string) => {
      const result = await executeContentQuery(store, { query, includeDrafts: false, excludeInvalid });
      const type = result.data?.__type as { fields: { name: string; type: unknown }[] } | undefined;
      if (!type) throw new Error(`No __type in the answer: ${JSON.stringify(result.errors)}`);
      const { fields } = type;
      return fields.find((candidate) => candidate.name === field)?.type;
    };
    expect(await typeOf(false, 'title')).toEqual({ kind: 'SCALAR', name: 'String', ofType: null });
    expect(await typeOf(true, 'title')).toEqual({ kind: 'NON_NULL', name: null, ofType: { name: 'String' } });
    expect(await typeOf(true, 'excerpt')).toEqual({ kind: 'SCALAR', name: 'String', ofType: null });
    const news = await executeContentQuery(store, {
      query: '{ allSingleNews(first: 1) { title _allTitleLocales { locale value } } }',
      includeDrafts: false,
      excludeInvalid: true,
    });
    expect(news.errors).toBeUndefined();
    expect((news.data?.allSingleNews as { title: string }[] | undefined)?.[0]?.title).toMatch(/\S/);
  });
});

describe('FloatFilter operators', () => {
  const item = (id: string, value: number | null): StoredItem => ({
    id,
    modelApiKey: 'synthetic',
    meta: {
      status: 'published',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      publishedAt: null,
      firstPublishedAt: null,
    },
    fields: { ratio: value },
    localizedFields: {},
    locales: ['fr-CA'],
    sourceFile: 'synthetic.json',
  });
  const ratio: QueryableField = {
    name: 'ratio',
    kind: 'float',
    read: (stored) => stored.fields.ratio ?? null,
    sortable: true,
  };
  const items = [item('a', 0.5), item('b', 1.25), item('c', null)];
  const matching = (operators: Record<string, unknown>): string[] =>
    items
      .filter((stored) => matchesFilter(stored, { ratio: operators }, new Map([['ratio', ratio]]), 'fr-CA'))
      .map((stored) => stored.id);

  it('supports eq, neq, lt, lte, gt, gte and exists on fractional values', () => {
    expect(matching({ eq: 1.25 })).toEqual(['b']);
    expect(matching({ neq: 1.25 })).toEqual(['a', 'c']);
    expect(matching({ lt: 1.25 })).toEqual(['a']);
    expect(matching({ lte: 1.25 })).toEqual(['a', 'b']);
    expect(matching({ gt: 0.5 })).toEqual(['b']);
    expect(matching({ gte: 0.5, lt: 1 })).toEqual(['a']);
    expect(matching({ exists: false })).toEqual(['c']);
  });
});
