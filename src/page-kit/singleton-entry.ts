import type { PageContent, SingletonPageData } from '../content/types/content-types.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext, PageEntry } from '../runtime/page-module.js';
import { pageContent } from './page-content.js';

/** Loads a page singleton by its document; a missing record fails the build with the document's name. */
export async function loadSingleton<P extends SingletonPageData>(context: PageBuildContext, document: string): Promise<P> {
  const { page } = await context.query<{ page: P | null }>(document);
  if (!page) throw new Error(`The ${document} record is missing in ${context.locale}`);
  return page;
}

/** The page of a singleton alone (terms, privacy, newsletter, search…): what it renders of the record. */
export async function singletonEntry(
  context: PageBuildContext,
  document: string,
  route: RouteName,
): Promise<PageEntry<{ page: PageContent }>[]> {
  const page = await loadSingleton(context, document);
  return [{ route, data: { page: pageContent(page) }, title: page.title, description: page.intro, seo: page._seoMetaTags, image: page.heroImage?.url }];
}
