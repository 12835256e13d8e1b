import { articleListEntries } from '../../src/page-kit/article-list-entries.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  articleListEntries(context, {
    document: 'news',
    hub: 'page-news-hub',
    listRoute: 'business-intelligence-news',
    pageRoute: 'business-intelligence-news-page-page',
  });
