import { localeFromGql } from '../../src/config/locales.js';
import { buildPath } from '../../src/routing/build-path.js';
import { detailPages } from '../../src/page-kit/detail-pages.js';
import { expertiseEntry } from '../../src/page-kit/expertise-entry.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** A sub practice area, under its parent's path: `{slug}` is the parent's slug, `{detail}` its own. */
export const { paths, data } = detailPages('single_sub_practice_area', {
  parents: (record, context) =>
    record.pageParent
      ? [
          {
            title: record.pageParent.title,
            path: buildPath('practice-area-slug', context.locale, { slug: record.pageParent.slug }),
          },
        ]
      : [],
  alternateExtra: (record, locale) => {
    const parentSlug = record.pageParent?._allSlugLocales.find(
      (entry) => localeFromGql(entry.locale) === locale,
    )?.value;
    return parentSlug ? { slug: parentSlug } : null;
  },
  entry: (record) => expertiseEntry(record, [], { practiceAreas: [record.pageParent?.title] }),
});

export type Data = PageData<typeof data>;
