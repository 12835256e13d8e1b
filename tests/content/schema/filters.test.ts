import { describe, expect, it } from 'vitest';
import { ids, query, queryErrors } from './content-query.js';

/** The records a filter keeps, by file name in alphabetical order (the served ids are opaque: id_ASC is not that). */
const sorted = async (list: Promise<string[]>): Promise<string[]> => (await list).sort();
const employees = (filter: string, locale = 'fr_CA'): Promise<string[]> =>
  sorted(ids(`{ allSingleEmployees(locale: ${locale}, filter: ${filter}) { id } }`));
const news = (filter: string, options: { locale?: string; includeDrafts?: boolean } = {}): Promise<string[]> =>
  sorted(
    ids(`{ allSingleNews(locale: ${options.locale ?? 'fr_CA'}, filter: ${filter}) { id } }`, {
      includeDrafts: options.includeDrafts,
    }),
  );
const events = (filter: string): Promise<string[]> => sorted(ids(`{ allSingleEvents(filter: ${filter}) { id } }`));

const MARIE = 'emp-marie-tremblay';
const JEAN = 'emp-jean-gagnon';
const FISCAL = 'news-fiscal-2025';
const MERGER = 'news-merger-guide';

describe('ItemIdFilter (id)', () => {
  it('supports eq, neq, in and notIn; in: [] matches nothing', async () => {
    expect(await employees(`{ id: { eq: "${MARIE}" } }`)).toEqual([MARIE]);
    expect(await employees(`{ id: { neq: "${MARIE}" } }`)).toEqual([JEAN]);
    expect(await employees(`{ id: { in: ["${MARIE}", "emp-unknown"] } }`)).toEqual([MARIE]);
    expect(await employees(`{ id: { notIn: ["${MARIE}"] } }`)).toEqual([JEAN]);
    expect(await employees('{ id: { in: [] } }')).toEqual([]);
  });
});

describe('SlugFilter (slug)', () => {
  it('supports eq, neq, in and notIn in the locale of the query', async () => {
    expect(await news('{ slug: { eq: "federal-budget-2025" } }', { locale: 'en_CA' })).toEqual([FISCAL]);
    expect(await news('{ slug: { eq: "federal-budget-2025" } }')).toEqual([]);
    expect(await news('{ slug: { neq: "budget-federal-2025" } }')).toEqual([MERGER]);
    expect(await news('{ slug: { in: ["guide-fusions-acquisitions", "x"] } }')).toEqual([MERGER]);
    expect(await news('{ slug: { notIn: ["federal-budget-2025"] } }', { locale: 'en_CA' })).toEqual([MERGER]);
  });
});

describe('StringFilter', () => {
  it('supports eq, neq, in and notIn; neq and notIn keep records without a value', async () => {
    expect(await employees('{ firstName: { eq: "Marie" } }')).toEqual([MARIE]);
    expect(await employees('{ phone: { neq: "514 555-0123" } }')).toEqual([JEAN]);
    expect(await employees('{ lastName: { in: ["Gagnon", "Roy"] } }')).toEqual([JEAN]);
    expect(await employees('{ phone: { notIn: ["514 555-0123"] } }')).toEqual([JEAN]);
  });

  it('supports matches and notMatches, case-insensitive by default, as a regexp or as plain text', async () => {
    expect(await employees('{ email: { matches: { pattern: "^MARIE\\\\." } } }')).toEqual([MARIE]);
    expect(await employees('{ email: { matches: { pattern: "^MARIE", caseSensitive: true } } }')).toEqual([]);
    expect(await employees('{ email: { matches: { pattern: "gagnon@", regexp: false } } }')).toEqual([JEAN]);
    expect(await employees('{ email: { matches: { pattern: "tremblay.lavoie" } } }')).toEqual([MARIE]);
    expect(await employees('{ email: { matches: { pattern: "tremblay.lavoie", regexp: false } } }')).toEqual([]);
    expect(await employees('{ linkedinUrl: { notMatches: { pattern: "linkedin" } } }')).toEqual([JEAN]);
  });

  it('supports isBlank, isPresent and exists', async () => {
    expect(await employees('{ phone: { isBlank: true } }')).toEqual([JEAN]);
    expect(await employees('{ phone: { isBlank: false } }')).toEqual([MARIE]);
    expect(await employees('{ linkedinUrl: { isPresent: true } }')).toEqual([MARIE]);
    expect(await employees('{ linkedinUrl: { exists: false } }')).toEqual([JEAN]);
  });

  it('filters localized fields in the locale of the query', async () => {
    expect(await employees('{ role: { eq: "Partner" } }', 'en_CA')).toEqual([MARIE]);
    expect(await employees('{ role: { eq: "Partner" } }')).toEqual([]);
    expect(await news('{ title: { matches: { pattern: "budget" } } }', { locale: 'en_CA' })).toEqual([FISCAL]);
  });

  it('reports an invalid regular expression as a GraphQL error', async () => {
    expect(
      await queryErrors('{ allSingleEmployees(filter: { email: { matches: { pattern: "(" } } }) { id } }'),
    ).toEqual(['Invalid regular expression in matches: (']);
  });
});

describe('TextFilter', () => {
  it('supports matches, notMatches, isBlank, isPresent and exists', async () => {
    expect(await news('{ excerpt: { matches: { pattern: "acquisition" } } }')).toEqual([MERGER]);
    expect(await news('{ excerpt: { notMatches: { pattern: "acquisition" } } }')).toEqual([FISCAL]);
    expect(await news('{ keyPoints: { isBlank: true } }')).toEqual([FISCAL, MERGER]);
    expect(await news('{ excerpt: { isPresent: true } }', { locale: 'en_CA' })).toEqual([FISCAL]);
    expect(await news('{ excerpt: { exists: false } }', { locale: 'en_CA' })).toEqual([MERGER]);
  });
});

describe('BooleanFilter (_isValid)', () => {
  it('supports eq', async () => {
    expect(await employees('{ _isValid: { eq: true } }')).toEqual([JEAN, MARIE]);
    expect(await employees('{ _isValid: { eq: false } }')).toEqual([]);
  });
});

describe('IntegerFilter (readingTime)', () => {
  it('supports eq, neq, lt, lte, gt, gte and exists', async () => {
    expect(await news('{ readingTime: { eq: 5 } }')).toEqual([FISCAL]);
    expect(await news('{ readingTime: { neq: 5 } }')).toEqual([MERGER]);
    expect(await news('{ readingTime: { lt: 5 } }')).toEqual([]);
    expect(await news('{ readingTime: { lte: 5 } }')).toEqual([FISCAL]);
    expect(await news('{ readingTime: { gt: 4 } }', { includeDrafts: true })).toEqual(['news-draft-ai', FISCAL]);
    expect(await news('{ readingTime: { gte: 8 } }', { includeDrafts: true })).toEqual(['news-draft-ai']);
    expect(await news('{ readingTime: { exists: false } }')).toEqual([MERGER]);
  });
});

describe('DateFilter (date)', () => {
  it('supports eq, neq, lt, lte, gt, gte and exists', async () => {
    expect(await news('{ date: { eq: "2025-03-10" } }')).toEqual([FISCAL]);
    expect(await news('{ date: { neq: "2025-03-10" } }')).toEqual([MERGER]);
    expect(await news('{ date: { lt: "2025-03-10" } }')).toEqual([MERGER]);
    expect(await news('{ date: { lte: "2025-03-10" } }')).toEqual([FISCAL, MERGER]);
    expect(await news('{ date: { gt: "2024-11-02" } }')).toEqual([FISCAL]);
    expect(await news('{ date: { gte: "2024-11-02" } }')).toEqual([FISCAL, MERGER]);
    expect(await news('{ date: { exists: true } }')).toEqual([FISCAL, MERGER]);
  });

  it('rejects a value that is not a date', async () => {
    const [message] = await queryErrors('{ allSingleNews(filter: { date: { eq: "10/03/2025" } }) { id } }');
    expect(message).toContain('Date cannot represent "10/03/2025"');
  });
});

describe('DateTimeFilter (startAt) and the meta date filters', () => {
  it('supports eq (to the minute), neq, lt, lte, gt, gte and exists, comparing instants', async () => {
    expect(await events('{ startAt: { eq: "2025-09-10T16:00:42Z" } }')).toEqual(['event-tax-webinar']);
    expect(await events('{ startAt: { neq: "2025-09-10T12:00:00-04:00" } }')).toEqual(['event-breakfast']);
    expect(await events('{ startAt: { lt: "2025-01-01T00:00:00Z" } }')).toEqual(['event-breakfast']);
    expect(await events('{ startAt: { lte: "2024-05-01T12:00:00Z" } }')).toEqual(['event-breakfast']);
    expect(await events('{ startAt: { gt: "2024-05-01T12:00:00Z" } }')).toEqual(['event-tax-webinar']);
    expect(await events('{ startAt: { gte: "2024-05-01T12:00:00Z" } }')).toEqual([
      'event-breakfast',
      'event-tax-webinar',
    ]);
    expect(await events('{ startAt: { exists: true } }')).toEqual(['event-breakfast', 'event-tax-webinar']);
  });

  it('filters on _createdAt, _updatedAt, _publishedAt and _status', async () => {
    expect(await employees('{ _createdAt: { gt: "2024-04-01T00:00:00Z" } }')).toEqual([JEAN]);
    expect(await employees('{ _updatedAt: { lt: "2025-06-01T00:00:00Z" } }')).toEqual([JEAN]);
    expect(await employees('{ _publishedAt: { gte: "2025-10-02T18:12:00Z" } }')).toEqual([MARIE]);
    expect(await news('{ _publishedAt: { exists: false } }', { includeDrafts: true })).toEqual(['news-draft-ai']);
    expect(await news('{ _status: { eq: draft } }', { includeDrafts: true })).toEqual(['news-draft-ai']);
    expect(await news('{ _status: { in: [published, updated] } }', { includeDrafts: true })).toEqual([FISCAL, MERGER]);
    expect(await ids('{ allSinglePracticeAreas(filter: { _status: { neq: published } }) { id } }')).toEqual(['pa-tax']);
  });
});

describe('LinkFilter (office)', () => {
  it('supports eq, neq, in, notIn and exists', async () => {
    expect(await employees('{ office: { eq: "office-montreal" } }')).toEqual([MARIE]);
    expect(await employees('{ office: { neq: "office-montreal" } }')).toEqual([JEAN]);
    expect(await employees('{ office: { in: ["office-quebec", "office-montreal"] } }')).toEqual([JEAN, MARIE]);
    expect(await employees('{ office: { notIn: ["office-quebec"] } }')).toEqual([MARIE]);
    expect(await employees('{ office: { exists: true } }')).toEqual([JEAN, MARIE]);
  });
});

describe('LinksFilter (practiceAreas, authors)', () => {
  it('supports eq (same records in any order), allIn, anyIn, notIn and exists', async () => {
    expect(await employees('{ practiceAreas: { eq: ["pa-litigation", "pa-tax"] } }')).toEqual([JEAN]);
    expect(await employees('{ practiceAreas: { allIn: ["pa-litigation"] } }')).toEqual([JEAN, MARIE]);
    expect(await employees('{ practiceAreas: { allIn: ["pa-litigation", "pa-tax"] } }')).toEqual([JEAN]);
    expect(await employees('{ practiceAreas: { anyIn: ["pa-tax", "pa-other"] } }')).toEqual([JEAN]);
    expect(await employees('{ practiceAreas: { notIn: ["pa-tax"] } }')).toEqual([MARIE]);
    expect(await news('{ relatedArticles: { exists: false } }')).toEqual([MERGER]);
  });
});

describe('FileFilter (photo)', () => {
  it('supports eq, neq, in, notIn and exists', async () => {
    expect(await employees('{ photo: { eq: "portrait-marie-tremblay" } }')).toEqual([MARIE]);
    expect(await employees('{ photo: { neq: "portrait-marie-tremblay" } }')).toEqual([JEAN]);
    expect(await employees('{ photo: { in: ["portrait-marie-tremblay"] } }')).toEqual([MARIE]);
    expect(await employees('{ photo: { notIn: ["portrait-marie-tremblay"] } }')).toEqual([JEAN]);
    expect(await employees('{ photo: { exists: false } }')).toEqual([JEAN]);
  });
});

describe('AND and OR', () => {
  it('combines the fields of a filter with AND, and nested filters with AND and OR', async () => {
    expect(await employees('{ firstName: { eq: "Marie" }, office: { eq: "office-quebec" } }')).toEqual([]);
    expect(await employees('{ OR: [{ firstName: { eq: "Marie" } }, { office: { eq: "office-quebec" } }] }')).toEqual([
      JEAN,
      MARIE,
    ]);
    expect(
      await employees(
        '{ AND: [{ practiceAreas: { anyIn: ["pa-litigation"] } }, { OR: [{ phone: { exists: false } }, { id: { eq: "x" } }] }] }',
      ),
    ).toEqual([JEAN]);
  });

  it('applies the filter to _allXMeta counts and single record queries', async () => {
    expect(
      await query(`{
        _allSingleEmployeesMeta(filter: { office: { eq: "office-quebec" } }) { count }
        singleEmployee(filter: { slug: { eq: "marie-tremblay" } }) { lastName }
      }`),
    ).toEqual({ _allSingleEmployeesMeta: { count: 1 }, singleEmployee: { lastName: 'Tremblay' } });
  });

  it('takes the filter from variables typed with the generated input types', async () => {
    expect(
      await ids('query ($filter: SingleNewsModelFilter) { allSingleNews(filter: $filter) { id } }', {
        variables: { filter: { authors: { anyIn: [MARIE] }, date: { gte: '2025-01-01' } } },
      }),
    ).toEqual([FISCAL]);
  });
});

describe('operands given as null', () => {
  it('are ignored, alone or beside others: a filter of nulls keeps what no filter keeps', async () => {
    const all = await employees('{}');
    expect(all).toEqual([JEAN, MARIE].sort());
    expect(await employees('{ id: { in: null }, slug: { eq: null } }')).toEqual(all);
    expect(await employees('{ id: null }')).toEqual(all);
    expect(await employees(`{ id: { in: null, eq: "${MARIE}" } }`)).toEqual([MARIE]);
    expect(await employees(`{ slug: { eq: null }, AND: [{ id: { eq: "${JEAN}" } }] }`)).toEqual([JEAN]);
  });
});
