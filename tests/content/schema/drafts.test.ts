import { describe, expect, it } from 'vitest';
import { ids, query } from './content-query.js';

describe('drafts', () => {
  it('hides draft records from collections, counts and single queries unless drafts are included', async () => {
    const source = `{
      allSingleNews(orderBy: date_DESC) { id _status }
      _allSingleNewsMeta { count }
      singleNews(filter: { id: { eq: "news-draft-ai" } }) { id }
    }`;
    expect(await query(source)).toEqual({
      allSingleNews: [
        { id: 'news-fiscal-2025', _status: 'published' },
        { id: 'news-merger-guide', _status: 'published' },
      ],
      _allSingleNewsMeta: { count: 2 },
      singleNews: null,
    });
    expect(await query(source, { includeDrafts: true })).toEqual({
      allSingleNews: [
        { id: 'news-draft-ai', _status: 'draft' },
        { id: 'news-fiscal-2025', _status: 'published' },
        { id: 'news-merger-guide', _status: 'published' },
      ],
      _allSingleNewsMeta: { count: 3 },
      singleNews: { id: 'news-draft-ai' },
    });
  });

  it('serves "updated" records (their published version) in both modes', async () => {
    expect(await ids('{ allSinglePracticeAreas { id } }')).toEqual(['pa-tax', 'pa-litigation']);
    expect(await query('{ singlePracticeArea(filter: { id: { eq: "pa-tax" } }) { _status _publishedAt } }')).toEqual({
      singlePracticeArea: { _status: 'updated', _publishedAt: '2024-12-01T09:00:00-05:00' },
    });
  });

  it('leaves drafts out of links, links lists and structured text links', async () => {
    // The draft employee is written in French only: the French fallback lets the English body link to it.
    const source = `{
      pageHome { featuredArticles { ... on RecordInterface { id } } }
      news: singleNews(locale: en_CA, fallbackLocales: [fr_CA], filter: { id: { eq: "news-fiscal-2025" } }) {
        body { links { ... on RecordInterface { id } } }
      }
    }`;
    expect(await query(source)).toEqual({
      pageHome: { featuredArticles: [{ id: 'news-fiscal-2025' }, { id: 'analysis-supply-chain' }] },
      news: { body: { links: [{ id: 'emp-marie-tremblay' }] } },
    });
    expect(await query(source, { includeDrafts: true })).toEqual({
      pageHome: {
        featuredArticles: [{ id: 'news-fiscal-2025' }, { id: 'news-draft-ai' }, { id: 'analysis-supply-chain' }],
      },
      news: { body: { links: [{ id: 'emp-marie-tremblay' }, { id: 'emp-sophie-roy' }] } },
    });
  });

  it('gives a draft no publication dates', async () => {
    expect(
      await query(
        '{ singleEmployee(filter: { id: { eq: "emp-sophie-roy" } }) { _status _publishedAt _firstPublishedAt _createdAt _updatedAt } }',
        {
          includeDrafts: true,
        },
      ),
    ).toEqual({
      singleEmployee: {
        _status: 'draft',
        _publishedAt: null,
        _firstPublishedAt: null,
        _createdAt: '2025-09-01T09:00:00-04:00',
        _updatedAt: '2025-09-01T09:00:00-04:00',
      },
    });
  });
});
