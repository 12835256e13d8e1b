import { detailEntries } from '../../src/page-kit/detail-entries.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  detailEntries(context, {
    document: 'services',
    route: 'services-slug',
    hubs: [{ document: 'page-services-hub', route: 'services' }],
    entry: (record: ExpertiseRecord) => expertiseEntry(record),
  });
