import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { detailPages } from '../../src/page-kit/detail-pages.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** A practice area, with the sub practice areas under it. */
export const { paths, data } = detailPages('single_practice_area', {
  entry: async (record, { context }) => {
    const subAreas = await context.memo('sub-practice-areas', () => context.queryAll('sub-practice-areas', 'items'));
    return expertiseEntry(
      record,
      subAreas
        .filter((sub) => sub.pageParent?.id === record.id)
        .sort(byPosition)
        .map(expertiseCard),
      { practiceAreas: [record.title] },
    );
  },
});

export type Data = PageData<typeof data>;
