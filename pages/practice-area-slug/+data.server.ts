import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** A practice area, with the sub practice areas under it. */
export async function* entries(context: PageBuildContext) {
  const subAreas = await context.queryAll<ExpertiseRecord>('sub-practice-areas', 'items');
  yield* detailEntries(context, {
    document: 'practice-areas',
    route: 'practice-area-slug',
    hubs: [{ document: 'page-practice-area-hub', route: 'practice-area' }],
    entry: (record: ExpertiseRecord) =>
      expertiseEntry(
        record,
        subAreas
          .filter((sub) => sub.pageParent?.id === record.id)
          .sort(byPosition)
          .map(expertiseCard),
      ),
  });
}
