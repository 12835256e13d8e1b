import { singletonEntry } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

const pages = (context: PageBuildContext) => singletonEntry(context, 'page-search', 'search');

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
