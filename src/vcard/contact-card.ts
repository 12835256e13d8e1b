import { escapeText, structuredValue } from './escape.js';
import { serializeVcard, type VcardProperty } from './vcard.js';

/** What the vCard of a person of the firm says. */
export interface ContactCardInput {
  givenName: string;
  familyName: string;
  title: string;
  organization: string;
  /** In E.164 (`+14185550100`), as `tel:` links and vCard readers expect. */
  workPhone: string | null;
  /** In E.164. */
  cellPhone: string | null;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string } | null;
  /** The person's page. */
  url: string;
  linkedinUrl: string | null;
}

/** The vCard of a person: name (N, FN), title, organisation, phones, email, office address, page and LinkedIn. */
export function contactCard(input: ContactCardInput): string {
  const { address } = input;
  const properties: (VcardProperty | null)[] = [
    { name: 'N', value: structuredValue([input.familyName, input.givenName, '', '', '']) },
    { name: 'FN', value: escapeText(`${input.givenName} ${input.familyName}`) },
    { name: 'ORG', value: escapeText(input.organization) },
    { name: 'TITLE', value: escapeText(input.title) },
    input.workPhone ? { name: 'TEL', params: ['TYPE=WORK,VOICE'], value: input.workPhone } : null,
    input.cellPhone ? { name: 'TEL', params: ['TYPE=CELL,VOICE'], value: input.cellPhone } : null,
    { name: 'EMAIL', params: ['TYPE=INTERNET,WORK'], value: escapeText(input.email) },
    address
      ? {
          name: 'ADR',
          params: ['TYPE=WORK'],
          value: structuredValue([
            '',
            '',
            address.street,
            address.city,
            address.region,
            address.postalCode,
            address.country,
          ]),
        }
      : null,
    { name: 'URL', value: input.url },
    input.linkedinUrl ? { name: 'X-SOCIALPROFILE', params: ['TYPE=linkedin'], value: input.linkedinUrl } : null,
  ];
  return serializeVcard(properties.filter((property) => property !== null));
}
