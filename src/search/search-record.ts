/**
 * One search record: a page, or one part of a long page (records share the page's `url`; the index is distinct on
 * it). The same records go to Algolia and to the embedded engine.
 */
export interface SearchRecord {
  objectID: string;
  /** The record type's route name (`employee-slug`, `business-intelligence-news-slug`…): a facet. */
  type: string;
  title: string;
  summary: string;
  /** Plain text of the page's body (or of this part of it). */
  content: string;
  /** Site-relative path. */
  url: string;
  /** A small thumbnail URL. */
  image?: string;
  /** ISO date, for sorting (newest first). */
  date?: string;
  year?: number;
  practiceAreas: string[];
  industries: string[];
  office?: string;
  role?: string;
}
