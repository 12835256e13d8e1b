import { localeFromGql } from '../../src/config/locales.js';
import { buildPath } from '../../src/routing/build-path.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** A sub practice area, under its parent's path: `{slug}` is the parent's slug, `{detail}` its own. */
export const entries = (context: PageBuildContext) =>
  detailEntries(context, {
    document: 'sub-practice-areas',
    route: 'practice-area-slug-detail',
    hubs: [{ document: 'page-practice-area-hub', route: 'practice-area' }],
    parents: (record: ExpertiseRecord) =>
      record.pageParent
        ? [{ title: record.pageParent.title, path: buildPath('practice-area-slug', context.locale, { slug: record.pageParent.slug }) }]
        : [],
    params: (record) => ({ slug: record.pageParent?.slug ?? '', detail: record.slug }),
    alternateExtra: (record, locale) => {
      const parentSlug = record.pageParent?._allSlugLocales.find((entry) => localeFromGql(entry.locale) === locale)?.value;
      return parentSlug ? { slug: parentSlug } : null;
    },
    entry: (record) => expertiseEntry(record),
  });
