import type { OfficeFragment } from '../content-model/generated/content-documents.js';
import type { JsonLdNode } from './json-ld.js';

/** An office's address as a schema.org PostalAddress (every office is in Canada). */
export function postalAddress(
  office: Pick<OfficeFragment, 'address' | 'city' | 'province' | 'postalCode'>,
): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address,
    addressLocality: office.city,
    addressRegion: office.province,
    postalCode: office.postalCode,
    addressCountry: 'CA',
  };
}
