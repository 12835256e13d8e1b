import { articleListPages } from '../../src/page-kit/article-list-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

export const { paths, data } = articleListPages({
  document: 'cases-analyses',
  hub: 'page-cases-hub',
  listRoute: 'business-intelligence-cases',
  pageRoute: 'business-intelligence-cases-page-page',
});

export type Data = PageData<typeof data>;
