import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentRegistry } from '../../../src/content-model/documents.js';
import { locales } from '../../../src/config/locales.js';
import { executeContentQuery } from '../../../src/content-service/schema/execute.js';
import { models } from '../../../src/content-model/model/models.js';
import { queryableFields } from '../../../src/content-service/schema/queryable-fields.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { SUMMARY_LEFT_OUT } from '../../../src/content-service/store/record-summary.js';
import { itemId } from '../../support/content-ids.js';
import { FIXTURE_DIR } from './fixture-copy.js';

describe('record summaries', () => {
  it('keep every value a filter or orderBy can read, so collection queries answer from them alone', () => {
    const readable = models.flatMap((model) => {
      const names = new Set(queryableFields(model).map((field) => field.name));
      return model.fields.filter((field) => names.has(field.apiKey));
    });
    expect(readable.length).toBeGreaterThan(0);
    expect(readable.filter((field) => SUMMARY_LEFT_OUT.has(field.type)).map((field) => field.apiKey)).toEqual([]);
  });

  it('are their records without the documents', async () => {
    const store = await loadContent(FIXTURE_DIR);
    const record = store.records.get(itemId('news-fiscal-2025'));
    const summary = store.recordSummaries.get(itemId('news-fiscal-2025'));
    expect(record?.localizedFields.body).toBeDefined();
    expect(summary?.localizedFields.body).toBeUndefined();
    expect(summary?.localizedFields.title).toEqual(record?.localizedFields.title);
    expect(summary?.meta).toEqual(record?.meta);
    expect([...store.recordSummaries.keys()]).toEqual([...store.records.keys()]);
  });

  it('answer a collection page as the records themselves do, for every document of content-queries/', async () => {
    const folder = resolve(import.meta.dirname, '../../../content-queries');
    const sources: Record<string, string> = {};
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.graphql') || entry.name === 'schema.graphql') continue;
      const file = join(entry.parentPath, entry.name);
      sources[`/content-queries/${relative(folder, file)}`] = await readFile(file, 'utf8');
    }
    const document = createDocumentRegistry(sources);
    const store = await loadContent(FIXTURE_DIR);
    // Collection queries take the page's records from recordSummaries: given the records there, they read whole records.
    const wholeRecords = { ...store, recordSummaries: store.records };
    const names = Object.keys(sources)
      .filter((file) => !file.includes('/fragments/'))
      .map((file) => file.replace('/content-queries/', '').replace(/\.graphql$/, ''));
    for (const name of names) {
      const query = document(name);
      for (const { gql: locale } of Object.values(locales)) {
        for (const includeDrafts of [false, true]) {
          for (const card of query.includes('$card') ? [false, true] : [undefined]) {
            const request = {
              query,
              variables: { locale, card, first: 500, latest: 3, majorCases: 12 },
              includeDrafts,
            };
            const answer = await executeContentQuery(store, request);
            expect(answer.errors, name).toBeUndefined();
            expect(answer, `${name} ${locale} drafts: ${includeDrafts} card: ${card}`).toEqual(
              await executeContentQuery(wholeRecords, request),
            );
          }
        }
      }
    }
  });
});
