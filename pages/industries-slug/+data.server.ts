import { detailPages } from '../../src/page-kit/detail-pages.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';

export const { paths, data } = detailPages('single_industry', { entry: (record: ExpertiseRecord) => expertiseEntry(record, [], { industries: [record.title] }) });
