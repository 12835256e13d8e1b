import { e164 } from '../../src/page-kit/phone.js';
import { detailPages } from '../../src/page-kit/detail-pages.js';
import { employeeVcard, vcardFileName } from '../../src/page-kit/employee-vcard.js';
import { loadFirm } from '../../src/page-kit/firm.js';
import { publicUrl } from '../../src/page-kit/public-url.js';
import { textLines } from '../../src/page-kit/text-lines.js';
import { person } from '../../src/structured-data/person.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** A team member's page, with their vCard beside it and a Person in structured data. */
export const { paths, data } = detailPages('single_employee', {
  entry: async (record, { path, context }) => {
    const firm = await loadFirm(context);
    const name = `${record.firstName} ${record.lastName}`;
    return {
      data: {
        firstName: record.firstName,
        lastName: record.lastName,
        role: record.role,
        office: record.office ? { name: record.office.name } : null,
        phone: record.phone,
        cellular: record.cellular,
        email: record.email,
        linkedinUrl: record.linkedinUrl,
        vcard: vcardFileName(record),
        photo: record.photo,
        biography: record.biography,
        practiceAreas: record.practiceAreas,
        representativeMandates: textLines(record.representativeMandates),
        education: textLines(record.education),
        barAdmissions: textLines(record.barAdmissions),
        languages: record.languages,
      },
      title: name,
      description: `${name}, ${record.role}${record.office ? ` — ${record.office.city}` : ''}`,
      seo: record._seoMetaTags,
      image: record.photo?.url,
      type: 'profile',
      search: {
        text: [
          record.biography,
          record.representativeMandates,
          record.education,
          record.barAdmissions,
          record.languages,
        ],
        image: record.photo,
        practiceAreas: record.practiceAreas.map((area) => area.title),
        office: record.office?.name,
        role: record.role,
      },
      files: [employeeVcard(context, record, path)],
      jsonLd: [
        person({
          givenName: record.firstName,
          familyName: record.lastName,
          jobTitle: record.role,
          email: record.email,
          telephone: record.phone ? e164(record.phone) : null,
          url: publicUrl(context, path),
          image: record.photo ? publicUrl(context, record.photo.url) : null,
          sameAs: record.linkedinUrl ? [record.linkedinUrl] : [],
          knowsAbout: record.practiceAreas.map((area) => area.title ?? '').filter(Boolean),
          worksFor: firm,
        }),
      ],
    };
  },
});

export type Data = PageData<typeof data>;
