import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** A practice area, with the sub practice areas under it. */
export async function entries(context: PageBuildContext) {
  const subAreas = await context.queryAll<ExpertiseRecord>('sub-practice-areas', 'items');
  return detailEntries<ExpertiseRecord, unknown>(context, {
    document: 'practice-areas',
    route: 'practice-area-slug',
    entry: (record) =>
      expertiseEntry(record, {
        children: subAreas
          .filter((sub) => sub.pageParent?.id === record.id)
          .sort(byPosition)
          .map(expertiseCard),
      }),
  });
}
