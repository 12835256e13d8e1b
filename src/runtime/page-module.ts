import type { Locale } from '../config/locales.js';
import type { SeoTag } from '../content/types/content-types.js';
import type { RouteName } from '../routing/routes.js';
import type { SiteData } from './site-data.js';

/** What a page's data hook can use at build time. */
export interface PageBuildContext {
  locale: Locale;
  site: SiteData;
  /** The public origin (SITE_URL), for absolute URLs in structured data and vCards. */
  siteUrl: string;
  /** Runs a document of `content-queries/` with `locale` (and the other variables) against the content API. */
  query<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
  /** Every record of a collection: pages through `first`/`skip` at 500; `field` is the collection's root field. */
  queryAll<T>(document: string, field: string, variables?: Record<string, unknown>): Promise<T[]>;
  /** The same records one page at a time (100 records in builds), not cached: for a collection read once (one page per record). */
  queryPages<T>(document: string, field: string, variables?: Record<string, unknown>): AsyncIterable<readonly T[]>;
}

/** One page to render: its route, the data its component gets, and what its head says. */
export interface PageEntry<Data = unknown> {
  route: RouteName;
  params?: Record<string, string>;
  data: Data;
  title: string;
  description?: string | null;
  /** The record's `_seoMetaTags`: description and image are read from it when not given. */
  seo?: readonly SeoTag[];
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /**
   * The route params of the same page in each language. Omitted: the same params in every language (static routes).
   * A language mapped to null has no counterpart.
   */
  alternateParams?: Partial<Record<Locale, Record<string, string> | null>>;
  jsonLd?: readonly object[];
  /** Files published beside the page (in its folder), e.g. a team member's vCard: `{ name: 'marie-tremblay.vcf' }`. */
  files?: readonly PageFile[];
}

export interface PageFile {
  /** A plain file name (no folder), served at the page's path + name. */
  name: string;
  content: string;
}

/**
 * What a page folder's `entries()` gives: every page at once, or (for page types with one page per record of a
 * large collection) the pages in chunks, so that a build never holds the whole collection.
 */
export type PageEntries = Promise<readonly PageEntry[]> | AsyncIterable<readonly PageEntry[]>;

/** The `+data.server.ts` module of a page folder: lists the pages of that type in one language, with their data. */
export interface PageDataModule {
  entries(context: PageBuildContext): PageEntries;
}

/** The chunks of a page type's entries, whichever form its `entries()` gives them in. */
export async function* entryChunks(entries: PageEntries): AsyncGenerator<readonly PageEntry[]> {
  if (Symbol.asyncIterator in entries) yield* entries;
  else yield await entries;
}
