import type { SingletonDocument } from '../content-model/content-data.js';
import type { ContentDocumentName, ContentResult } from '../content-model/content-results.js';
import { recordTypes, routeAddressing } from '../content-model/model/record-types.js';
import type { PageContent } from '../page-contract/page-view.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../page-contract/page-module.js';
import { pageContent } from './page-content.js';

/** The documents that load one page singleton as `page`. */
export type PageDocument = {
  [N in ContentDocumentName]: 'page' extends keyof ContentResult<N> ? N : never;
}[ContentDocumentName];

const pageDocuments: ReadonlySet<string> = new Set(
  recordTypes.filter((type) => routeAddressing(type.route) === 'none').map((type) => type.document),
);

/** Whether a record type's document loads a page singleton (its route has no params). */
export function isPageDocument(document: string): document is PageDocument {
  return pageDocuments.has(document);
}

/** Loads a page singleton by its document; a missing record fails the build with the document's name. */
export async function loadSingleton<N extends PageDocument>(
  context: PageBuildContext,
  document: N,
): Promise<NonNullable<ContentResult<N>['page']>> {
  const { page } = await context.query(document);
  if (!page) throw new Error(`The ${document} record is missing in ${context.locale}`);
  return page;
}

/** The page of a singleton alone (terms, privacy, newsletter, search…): what it renders of the record. */
export async function singletonEntry(
  context: PageBuildContext,
  document: SingletonDocument,
  route: RouteName,
): Promise<PageEntry<{ page: PageContent }>[]> {
  const page = await loadSingleton(context, document);
  return [
    {
      route,
      data: { page: pageContent(page) },
      title: page.title,
      description: page.intro,
      seo: page._seoMetaTags,
      image: page.heroImage?.url,
    },
  ];
}
