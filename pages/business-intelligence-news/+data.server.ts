import { articleListEntries } from '../../src/page-kit/article-list-entries.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

const pages = (context: PageBuildContext) =>
  articleListEntries(context, {
    document: 'news',
    hub: 'page-news-hub',
    listRoute: 'business-intelligence-news',
    pageRoute: 'business-intelligence-news-page-page',
  });

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
