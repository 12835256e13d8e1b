import type { OfficeData, SingletonPageData } from '../../src/content/types/content-types.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext, PageEntry } from '../../src/runtime/page-module.js';

export interface ContactPageData {
  page: SingletonPageData & { offices: OfficeData[] };
}

export async function entries(context: PageBuildContext): Promise<PageEntry<ContactPageData>[]> {
  const page = await loadSingleton<ContactPageData['page']>(context, 'page-contact');
  return [{ route: 'contact', data: { page }, title: page.title, description: page.intro, seo: page._seoMetaTags }];
}
