import { articleDetailEntries } from '../../src/page-kit/article-entry.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  articleDetailEntries(context, {
    document: 'news',
    route: 'business-intelligence-news-slug',
    hubs: [
      { document: 'page-business-intel', route: 'business-intelligence' },
      { document: 'page-news-hub', route: 'business-intelligence-news' },
    ],
    schemaType: 'NewsArticle',
  });
