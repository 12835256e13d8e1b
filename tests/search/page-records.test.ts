import { describe, expect, it } from 'vitest';
import type { StructuredTextData } from '../../src/content-model/content-data.js';
import { browserIndex, BROWSER_CONTENT_CHARS } from '../../src/search/browser-index.js';
import { MAX_RECORD_BYTES, pageSearchRecords } from '../../src/search/page-records.js';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'span', value: text }] });
const body = (...texts: string[]): StructuredTextData => ({
  value: { schema: 'dast', document: { type: 'root', children: texts.map(paragraph) } as never },
  links: [],
});

describe('search records of a page', () => {
  it('keeps what a result shows and refines by: title, summary, text, date and year, topics, office and role', () => {
    const [record, ...more] = pageSearchRecords(
      {
        route: 'employee-slug',
        title: 'Marie Tremblay',
        description: 'Marie Tremblay, Associée — Montréal',
        search: {
          text: [body('Elle plaide.', 'Elle conseille.'), 'Barreau du Québec, 2008'],
          date: '2024-03-01T10:00:00Z',
          practiceAreas: ['Litige', null, 'Litige'],
          office: 'Montréal',
          role: 'Associée',
        },
      },
      '/equipe/marie-tremblay/',
    );
    expect(more).toEqual([]);
    expect(record).toEqual({
      objectID: '/equipe/marie-tremblay/#0',
      type: 'employee-slug',
      title: 'Marie Tremblay',
      summary: 'Marie Tremblay, Associée — Montréal',
      content: 'Elle plaide.\nElle conseille.\nBarreau du Québec, 2008',
      url: '/equipe/marie-tremblay/',
      date: '2024-03-01',
      year: 2024,
      practiceAreas: ['Litige'],
      industries: [],
      office: 'Montréal',
      role: 'Associée',
    });
  });

  it('splits a long page into records under 10 KB that share its url, losing no word; the browser keeps one, shortened', () => {
    const words = Array.from({ length: 6000 }, (_, index) => `mot${index}é`);
    const records = pageSearchRecords(
      { route: 'slug', title: 'Long', description: null, search: { text: [words.join(' ')] } },
      '/long/',
    );
    expect(records.length).toBeGreaterThan(5);
    for (const record of records) {
      expect(Buffer.byteLength(JSON.stringify(record))).toBeLessThanOrEqual(MAX_RECORD_BYTES);
      expect(record.url).toBe('/long/');
    }
    expect(
      records
        .map((record) => record.content)
        .join(' ')
        .split(' '),
    ).toEqual(words);
    const { records: lean } = browserIndex('fr', records);
    expect(lean).toHaveLength(1);
    expect(lean[0]?.content.length).toBeLessThanOrEqual(BROWSER_CONTENT_CHARS);
    expect(words.join(' ').startsWith(lean[0]?.content ?? '-')).toBe(true);
  });

  it('makes no record for a page without search facts', () => {
    expect(pageSearchRecords({ route: 'index', title: 'Accueil', description: null }, '/')).toEqual([]);
  });
});
