import { buildPath } from '../../src/routing/build-path.js';
import { detailEntries } from '../../src/page-kit/detail-entries.js';
import type { EmployeeRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export type EmployeePageData = Omit<EmployeeRecord, '_seoMetaTags' | '_allSlugLocales'>;

export const entries = (context: PageBuildContext) =>
  detailEntries<EmployeeRecord, EmployeePageData>(context, {
    document: 'employees',
    route: 'employee-slug',
    entry: ({ _seoMetaTags, _allSlugLocales, ...data }) => ({
      data,
      title: `${data.firstName} ${data.lastName}`,
      description: `${data.firstName} ${data.lastName}, ${data.role}${data.office ? ` — ${data.office.city}` : ''}`,
      seo: _seoMetaTags,
      image: data.photo?.url,
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: `${data.firstName} ${data.lastName}`,
          givenName: data.firstName,
          familyName: data.lastName,
          jobTitle: data.role,
          email: `mailto:${data.email}`,
          ...(data.phone ? { telephone: data.phone } : {}),
          worksFor: { '@type': 'LegalService', name: context.site.siteName },
          url: buildPath('employee-slug', context.locale, { slug: data.slug }),
          ...(data.linkedinUrl ? { sameAs: [data.linkedinUrl] } : {}),
        },
      ],
    }),
  });
