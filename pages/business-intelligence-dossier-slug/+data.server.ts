import { articleDetailPages } from '../../src/page-kit/article-entry.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** Major cases have no list page of their own: they sit under the business intelligence hub. */
export const { paths, data } = articleDetailPages('single_major_case', { schemaType: 'Article' });

export type Data = PageData<typeof data>;
