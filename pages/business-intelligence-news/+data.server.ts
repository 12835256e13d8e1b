import { articleListPages } from '../../src/page-kit/article-list-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

export const { paths, data } = articleListPages({
  document: 'news',
  hub: 'page-news-hub',
  listRoute: 'business-intelligence-news',
  pageRoute: 'business-intelligence-news-page-page',
});

export type Data = PageData<typeof data>;
