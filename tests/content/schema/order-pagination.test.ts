import { describe, expect, it } from 'vitest';
import { buildContentSchema } from '../../../src/content-service/schema/build-schema.js';
import { ids, query, queryErrors } from './content-query.js';

describe('orderBy', () => {
  it("uses the model's default order without orderBy", async () => {
    expect(await ids('{ allSingleNews { id } }')).toEqual(['news-fiscal-2025', 'news-merger-guide']);
    expect(await ids('{ allSinglePracticeAreas { id } }')).toEqual(['pa-tax', 'pa-litigation']);
    expect(await ids('{ allSingleEmployees { id } }')).toEqual(['emp-jean-gagnon', 'emp-marie-tremblay']);
    expect(await ids('{ allSingleEvents { id } }')).toEqual(['event-tax-webinar', 'event-breakfast']);
  });

  it('falls back to _updatedAt_DESC for a model without default order', async () => {
    const field = buildContentSchema().getQueryType()?.getFields().allGenericPages;
    expect(field?.args.find((arg) => arg.name === 'orderBy')?.defaultValue).toEqual(['_updatedAt_DESC']);
  });

  it('sorts by scalar fields and meta dates, in both directions', async () => {
    expect(await ids('{ allSingleNews(orderBy: date_ASC) { id } }')).toEqual(['news-merger-guide', 'news-fiscal-2025']);
    expect(await ids('{ allSingleEmployees(orderBy: firstName_DESC) { id } }')).toEqual([
      'emp-marie-tremblay',
      'emp-jean-gagnon',
    ]);
    expect(await ids('{ allSingleEmployees(orderBy: _createdAt_ASC) { id } }')).toEqual([
      'emp-marie-tremblay',
      'emp-jean-gagnon',
    ]);
    expect(await ids('{ allSingleEmployees(orderBy: _updatedAt_DESC) { id } }')).toEqual([
      'emp-marie-tremblay',
      'emp-jean-gagnon',
    ]);
    expect(await ids('{ allSingleEvents(orderBy: startAt_ASC) { id } }')).toEqual([
      'event-breakfast',
      'event-tax-webinar',
    ]);
    // By the served ids (opaque, unlike the file names): office-quebec's sorts first.
    expect(await ids('{ allOffices(orderBy: id_ASC) { id } }')).toEqual(['office-quebec', 'office-montreal']);
    expect(await ids('{ allOffices(orderBy: id_DESC) { id } }')).toEqual(['office-montreal', 'office-quebec']);
  });

  it('sorts localized fields in the query locale with its collation', async () => {
    expect(await ids('{ allSinglePracticeAreas(orderBy: title_ASC) { id } }')).toEqual(['pa-tax', 'pa-litigation']);
    expect(await ids('{ allSinglePracticeAreas(locale: en_CA, orderBy: title_ASC) { id } }')).toEqual([
      'pa-litigation',
      'pa-tax',
    ]);
  });

  it('puts records without a value last in ascending order and first in descending order', async () => {
    expect(await ids('{ allSingleNews(orderBy: readingTime_ASC) { id } }')).toEqual([
      'news-fiscal-2025',
      'news-merger-guide',
    ]);
    expect(await ids('{ allSingleNews(orderBy: readingTime_DESC) { id } }')).toEqual([
      'news-merger-guide',
      'news-fiscal-2025',
    ]);
  });

  it('applies several orderBy values in turn', async () => {
    expect(await ids('{ allOffices(orderBy: [province_ASC, city_DESC]) { id } }')).toEqual([
      'office-quebec',
      'office-montreal',
    ]);
  });

  it('offers only sortable fields', async () => {
    const [message] = await queryErrors('{ allSingleNews(orderBy: body_ASC) { id } }');
    expect(message).toMatch(/^Value "body_ASC" does not exist in "SingleNewsModelOrderBy" enum\./);
  });
});

describe('pagination', () => {
  it('returns 20 records by default and pages with first and skip', async () => {
    expect(await ids('{ allOffices(first: 1) { id } }')).toEqual(['office-montreal']);
    expect(await ids('{ allOffices(first: 1, skip: 1) { id } }')).toEqual(['office-quebec']);
    expect(await ids('{ allOffices(skip: 2) { id } }')).toEqual([]);
    expect(await ids('{ allOffices(first: 500) { id } }')).toEqual(['office-montreal', 'office-quebec']);
  });

  it('rejects first above 500 with a GraphQL error', async () => {
    expect(await queryErrors('{ allOffices(first: 501) { id } }')).toEqual([
      'Invalid value for argument "first": 501 is above the maximum page size of 500',
    ]);
    expect(
      await queryErrors('query ($first: IntType) { allOffices(first: $first) { id } }', { variables: { first: 1000 } }),
    ).toEqual(['Invalid value for argument "first": 1000 is above the maximum page size of 500']);
  });

  it('counts the whole filtered collection in _allXMeta, whatever the page', async () => {
    expect(
      await query(`{
        all: _allSingleNewsMeta { count }
        en: _allSingleNewsMeta(locale: en_CA, filter: { title: { exists: true } }) { count }
        page: allSingleNews(first: 1) { id }
      }`),
    ).toEqual({ all: { count: 2 }, en: { count: 1 }, page: [{ id: 'news-fiscal-2025' }] });
  });
});
