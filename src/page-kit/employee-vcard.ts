import type { PageBuildContext, PageFile } from '../page-contract/page-module.js';
import { contactCard } from '../vcard/contact-card.js';
import { e164 } from './phone.js';
import { publicUrl } from './public-url.js';
import type { RecordOf } from '../content-model/content-results.js';

/** The name of a team member's vCard, published beside their page: `{slug}.vcf`. */
export function vcardFileName(record: Pick<RecordOf<'single_employee'>, 'slug'>): string {
  return `${record.slug}.vcf`;
}

/** A team member's vCard, in the page's language (role), with the office's address and the page's URL. */
export function employeeVcard(context: PageBuildContext, record: RecordOf<'single_employee'>, path: string): PageFile {
  const { office } = record;
  return {
    name: vcardFileName(record),
    content: contactCard({
      givenName: record.firstName,
      familyName: record.lastName,
      title: record.role,
      organization: context.site.siteName,
      workPhone: record.phone ? e164(record.phone) : null,
      cellPhone: record.cellular ? e164(record.cellular) : null,
      email: record.email,
      address: office
        ? {
            street: office.address,
            city: office.city,
            region: office.province,
            postalCode: office.postalCode,
            country: 'Canada',
          }
        : null,
      url: publicUrl(context, path),
      linkedinUrl: record.linkedinUrl,
    }),
  };
}
