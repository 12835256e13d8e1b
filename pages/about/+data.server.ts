import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { SimpleRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export async function entries(context: PageBuildContext) {
  const abouts = await context.queryAll<SimpleRecord & { position: number | null }>('abouts', 'items');
  return [await hubEntry(context, { document: 'page-about', route: 'about', items: abouts.sort(byPosition).map(expertiseCard) })];
}
