import { singletonEntry } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';

const pages = (context: PageBuildContext) => singletonEntry(context, 'page-term', 'term');

export const { paths, data } = computedPages(pages);
