import { detailPages } from '../../src/page-kit/detail-pages.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { PageData } from '../../src/page-kit/page-data.js';

export const { paths, data } = detailPages('single_industry', {
  entry: (record) => expertiseEntry(record, [], { industries: [record.title] }),
});

export type Data = PageData<typeof data>;
