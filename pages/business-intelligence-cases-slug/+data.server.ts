import { articleDetailPages } from '../../src/page-kit/article-entry.js';

export const { paths, data } = articleDetailPages('single_cases_analysis', { schemaType: 'Article' });
