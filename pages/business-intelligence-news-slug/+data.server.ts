import { articleDetailPages } from '../../src/page-kit/article-entry.js';
import type { PageData } from '../../src/page-kit/page-data.js';

export const { paths, data } = articleDetailPages('single_news', { schemaType: 'NewsArticle' });

export type Data = PageData<typeof data>;
