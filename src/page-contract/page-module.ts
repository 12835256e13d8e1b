import type { Locale } from '../config/locales.js';
import type {
  CollectionDocument,
  ContentDocumentName,
  ContentItem,
  ContentListItem,
  ContentResult,
  ContentVariables,
  ListField,
  Loaded,
} from '../content-model/content-results.js';
import type { SeoFragment } from '../content-model/generated/content-documents.js';
import type { RouteName } from '../routing/routes.js';
import type { SearchFacts } from './search-facts.js';
import type { SiteData } from './site-data.js';

/** What a page's data hook can use at build time. */
export interface PageBuildContext {
  locale: Locale;
  site: SiteData;
  /** The public origin (SITE_URL), for absolute URLs in structured data and vCards. */
  siteUrl: string;
  /**
   * Runs a document of `content-queries/` with `locale` (and the other variables) against the content API. Answers
   * are kept for the language's pages, unless `{ cache: false }` (an answer a memo keeps, or that no other page asks).
   */
  query<N extends ContentDocumentName>(
    document: N,
    variables?: ContentVariables<N>,
    options?: { cache: false },
  ): Promise<ContentResult<N>>;
  /** Every record of a collection: pages through `first`/`skip` at 500; `field` is the collection's root field. */
  queryAll<N extends ContentDocumentName, F extends ListField<N>>(
    document: N,
    field: F,
    variables?: ContentVariables<N>,
  ): Promise<ContentListItem<N, F>[]>;
  /** The same records one page at a time (100 records in builds), not cached: for a collection read once (one page per record). */
  queryPages<N extends ContentDocumentName, F extends ListField<N>>(
    document: N,
    field: F,
    variables?: ContentVariables<N>,
  ): AsyncIterable<readonly ContentListItem<N, F>[]>;
  /**
   * One record of a collection document (its `items`, filtered by `$ids` or `$slug`), or null when there is none.
   * Requests by id made together (a build loading a batch of pages) go to the content API as one request.
   */
  record<N extends CollectionDocument>(
    document: N,
    by: { id: string } | { slug: string },
  ): Promise<Loaded<ContentItem<N>> | null>;
  /**
   * A value computed once per page type and language in a build (once per request in the dev server). Of the memos
   * of one `group`, only the last `keep` started are kept (a later call computes a forgotten one again): a hub read a
   * stretch of cards at a time holds a few stretches, not the collection.
   */
  memo<T>(key: string, compute: () => Promise<T>, group?: { name: string; keep: number }): Promise<T>;
}

/** One page to render: its route, the data its component gets, and what its head says. */
export interface PageEntry<Data = unknown> {
  route: RouteName;
  params?: Record<string, string>;
  data: Data;
  title: string;
  description?: string | null;
  /** The record's `_seoMetaTags`: description and image are read from it when not given. */
  seo?: readonly SeoFragment[];
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /**
   * The route params of the same page in each language. Omitted: the same params in every language (static routes).
   * A language mapped to null has no counterpart.
   */
  alternateParams?: Partial<Record<Locale, Record<string, string> | null>>;
  jsonLd?: readonly object[];
  /** What the search index keeps of the page; a page without it is not searchable. Not sent to the render threads. */
  search?: SearchFacts;
  /** Files published beside the page (in its folder), e.g. a team member's vCard: `{ name: 'marie-tremblay.vcf' }`. */
  files?: readonly PageFile[];
}

export interface PageFile {
  /** A plain file name (no folder), served at the page's path + name. */
  name: string;
  /**
   * The file's text, or for a large one a function giving its text in pieces, in order, made while the file is
   * written so that no thread holds it whole (the build writes such a file from the thread that made the page).
   */
  content: string | (() => Iterable<string>);
}

/**
 * One page of a page type: its route and route params, and the record it shows when it shows one (the build loads
 * pages by id, in batches; a visitor's URL gives only the params).
 */
export interface PageRef {
  route: RouteName;
  params: Record<string, string>;
  id?: string;
}

/** What a page folder's `paths()` gives: every page at once, or (for one page per record) in chunks as they come. */
export type PagePaths = Promise<readonly PageRef[]> | AsyncIterable<readonly PageRef[]>;

/**
 * The `+data.server.ts` module of a page folder, split the way Vike splits `+onBeforePrerenderStart` and `+data`:
 * `paths()` lists the pages of its type in one language (cheap fields only), `data()` loads one of them, or null
 * when there is no such page (an unknown slug).
 */
export interface PageDataModule {
  paths(context: PageBuildContext): PagePaths;
  data(ref: PageRef, context: PageBuildContext): Promise<PageEntry | null>;
}

/** The chunks of a page type's paths, whichever form its `paths()` gives them in. */
export async function* pathChunks(paths: PagePaths): AsyncGenerator<readonly PageRef[]> {
  if (Symbol.asyncIterator in paths) yield* paths;
  else yield await paths;
}

/** Whether a page ref and an entry are the same page (route and params). */
export function isPage(ref: PageRef, entry: PageEntry): boolean {
  const params = entry.params ?? {};
  const keys = Object.keys(ref.params);
  return (
    ref.route === entry.route &&
    keys.length === Object.keys(params).length &&
    keys.every((key) => params[key] === ref.params[key])
  );
}
