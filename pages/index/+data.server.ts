import type { ContentBlockData, RecordLinkData, SingletonPageData } from '../../src/content/types/content-types.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext, PageEntry } from '../../src/runtime/page-module.js';

export interface HomePageData {
  page: SingletonPageData & {
    featuredPracticeAreas: (RecordLinkData & { intro: string | null })[];
    featuredArticles: (RecordLinkData & { date: string; excerpt: string | null })[];
    ctas: Extract<ContentBlockData, { __typename: 'CtaBlockRecord' }>[];
  };
}

export async function entries(context: PageBuildContext): Promise<PageEntry<HomePageData>[]> {
  const page = await loadSingleton<HomePageData['page']>(context, 'page-home');
  return [
    {
      route: 'index',
      data: { page },
      title: context.site.siteName,
      description: page.intro,
      seo: page._seoMetaTags,
      image: page.heroImage?.url,
    },
  ];
}
