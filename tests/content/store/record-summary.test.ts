import { describe, expect, it } from 'vitest';
import { models } from '../../../src/content/model/models.js';
import { queryableFields } from '../../../src/content/schema/queryable-fields.js';
import { loadContent } from '../../../src/content/store/load-content.js';
import { SUMMARY_LEFT_OUT } from '../../../src/content/store/record-summary.js';
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
});
