import { articleDetailPages } from '../../src/page-kit/article-entry.js';

/** Major cases have no list page of their own: they sit under the business intelligence hub. */
export const { paths, data } = articleDetailPages('single_major_case', { schemaType: 'Article' });
