import type { SearchRecord } from '../../src/search/search-record.js';

/** A search record of an article at `/{objectID}/`, empty but for `fields`. */
export const searchRecord = (objectID: string, fields: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID,
  type: 'business-intelligence-news-slug',
  title: '',
  summary: '',
  content: '',
  url: `/${objectID}/`,
  practiceAreas: [],
  industries: [],
  ...fields,
});
