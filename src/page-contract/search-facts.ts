import type { StructuredTextData } from '../content-model/content-data.js';
import type { ImageFragment } from '../content-model/generated/content-documents.js';

/**
 * What a searchable page gives the search index besides its title and description (page-records.ts turns it into
 * records). The `data()` of each searchable page type sets it; a page without it is not searchable.
 */
export interface SearchFacts {
  /** The page's text, in reading order: structured text bodies and plain strings (empty ones are skipped). */
  text: readonly (StructuredTextData | string | null | undefined)[];
  /** Shown as the result's thumbnail. */
  image?: ImageFragment | null;
  /** ISO date (or date-time): newest first among equals, and the year to refine by. */
  date?: string | null;
  practiceAreas?: readonly (string | null | undefined)[];
  industries?: readonly (string | null | undefined)[];
  office?: string | null;
  role?: string | null;
}
