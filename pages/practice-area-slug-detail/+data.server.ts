import { localeFromGql } from '../../src/config/locales.js';
import { linkOf } from '../../src/page-kit/cards.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** A sub practice area, under its parent's path: `{slug}` is the parent's slug, `{detail}` its own. */
export const entries = (context: PageBuildContext) =>
  detailEntries<ExpertiseRecord, unknown>(context, {
    document: 'sub-practice-areas',
    route: 'practice-area-slug-detail',
    params: (record) => ({ slug: record.pageParent?.slug ?? '', detail: record.slug }),
    alternateExtra: (record, locale) => {
      const parentSlug = record.pageParent?._allSlugLocales.find((entry) => localeFromGql(entry.locale) === locale)?.value;
      return parentSlug ? { slug: parentSlug } : null;
    },
    entry: (record) =>
      expertiseEntry(record, {
        parent: record.pageParent
          ? {
              record: linkOf({ __typename: 'SinglePracticeAreaRecord', id: record.pageParent.id, slug: record.pageParent.slug }),
              title: record.pageParent.title,
            }
          : null,
      }),
  });
