import { linkOf } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { CareerRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export async function entries(context: PageBuildContext) {
  const careers = await context.queryAll<CareerRecord>('careers', 'items');
  const items = careers.map((career) => ({
    record: linkOf(career),
    title: career.title,
    meta: career.location,
    text: career.excerpt,
  }));
  return [await hubEntry(context, { document: 'page-career-hub', route: 'career', items })];
}
