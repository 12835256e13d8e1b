import type { StructuredTextData } from '../content-model/content-data.js';
import type { ImageFragment } from '../content-model/generated/content-documents.js';
import type { RoutableRecord } from '../routing/record-resolver.js';

/** What a page renders of its singleton (or of a record made of the same fields): no id, type name or SEO tags. */
export interface PageContent {
  title: string;
  intro: string | null;
  heroImage: ImageFragment | null;
  body: StructuredTextData | null;
}

/** One item of a list page: a link to a record with what its card shows. */
export interface CardData {
  record: RoutableRecord;
  title: string;
  text?: string | null;
  /** A date (YYYY-MM-DD) or date-time (ISO 8601), shown in a `<time>` in the page's language. */
  date?: string | null;
  meta?: string | null;
  image?: ImageFragment | null;
}

/** One step of a breadcrumb trail: the home page first, the current page last. */
export interface Crumb {
  title: string;
  path: string;
}

/** A link to a record shown by its title (a practice area, an industry, an article). */
export type TitledLink = RoutableRecord & { title: string };

/** A link to a team member shown by their name. */
export type PersonLink = RoutableRecord & { firstName: string; lastName: string };
