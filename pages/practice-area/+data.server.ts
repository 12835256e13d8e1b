import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

async function pages(context: PageBuildContext) {
  const records = await context.queryAll('practice-areas', 'items');
  return [
    await hubEntry(context, {
      document: 'page-practice-area-hub',
      route: 'practice-area',
      items: records.sort(byPosition).map(expertiseCard),
    }),
  ];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
