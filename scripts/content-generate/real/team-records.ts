import { offices } from '../authoring/firm.js';
import type { TeamMember } from '../authoring/team.js';
import { loc } from '../lib/localized.js';
import { recordMeta } from '../lib/records.js';
import type { RecordJson } from '../lib/types.js';
import { seo, structuredText } from './helpers.js';

export const SITE_LAUNCH = '2023-01-09';

export function officeRecords(): RecordJson[] {
  return offices.map((office, index) => ({
    ...recordMeta(office.id, { created: SITE_LAUNCH }),
    name: loc(office.name.fr, office.name.en),
    address: office.address,
    city: office.city,
    province: 'QC',
    postalCode: office.postalCode,
    phone: office.phone,
    email: office.email,
    mapUrl: office.mapUrl,
    position: index + 1,
  }));
}

/** Luc Fontaine joined in January 2025; everyone else was on the site at launch. */
const joined: Readonly<Record<string, string>> = { 'emp-luc-fontaine': '2025-01-14' };

export function employeeRecord(member: TeamMember, index: number, photo: string): RecordJson {
  const p = member.person;
  return {
    ...recordMeta(member.id, {
      created: joined[member.id] ?? SITE_LAUNCH,
      createdTime: `09:${String(index % 60).padStart(2, '0')}`,
      updated: `2026-${String(1 + (index % 10)).padStart(2, '0')}-${String(5 + (index % 20)).padStart(2, '0')}`,
    }),
    firstName: p.first,
    lastName: p.last,
    slug: { 'fr-CA': member.slug, 'en-CA': member.slug },
    role: loc(member.role.fr, member.role.en),
    office: member.office.id,
    phone: member.phone,
    ...(member.cellular ? { cellular: member.cellular } : {}),
    email: member.email,
    ...(member.linkedinUrl ? { linkedinUrl: member.linkedinUrl } : {}),
    photo,
    biography: structuredText(member.id, member.biography),
    practiceAreas: [...p.practiceAreas],
    industries: [...p.industries],
    ...(member.mandates ? { representativeMandates: loc(member.mandates.fr, member.mandates.en) } : {}),
    education: loc(member.education.fr, member.education.en),
    ...(member.barAdmissions ? { barAdmissions: loc(member.barAdmissions.fr, member.barAdmissions.en) } : {}),
    languages: loc(member.languages.fr, member.languages.en),
    seo: seo({ fr: `${member.fullName}, ${member.role.fr.toLowerCase()}`, en: `${member.fullName}, ${member.role.en}` }, member.seoDescription, photo),
  };
}
