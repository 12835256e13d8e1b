import { articleEntry } from '../../src/page-kit/article-entry.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import type { ArticleRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  detailEntries<ArticleRecord, unknown>(context, { document: 'news', route: 'business-intelligence-news-slug', entry: articleEntry });
