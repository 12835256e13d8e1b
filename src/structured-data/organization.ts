import type { SocialLinkData } from '../content-model/content-data.js';
import type { OfficeFragment } from '../content-model/generated/content-documents.js';
import { compact, withContext, type JsonLdNode } from './json-ld.js';
import { postalAddress } from './postal-address.js';

export interface OrganizationInput {
  name: string;
  /** Public URL of the home page in the page's language. */
  url: string;
  logo: string | null;
  description: string | null;
  offices: readonly OfficeFragment[];
  socialLinks: readonly SocialLinkData[];
}

/**
 * The firm as a LegalService (an Organization): its logo, social profiles (sameAs) and offices, the first office
 * giving the firm's main address and phone, each office a department with its own address, phone and email.
 */
export function organization({ name, url, logo, description, offices, socialLinks }: OrganizationInput): JsonLdNode {
  const [main] = offices;
  return withContext(
    compact({
      '@type': 'LegalService',
      '@id': `${url}#organization`,
      name,
      url,
      logo,
      image: logo,
      description,
      telephone: main?.phone,
      email: main?.email,
      address: main ? postalAddress(main) : null,
      sameAs: socialLinks.map((link) => link.url),
      department: offices.map((office) =>
        compact({
          '@type': 'LegalService',
          name: `${name} — ${office.name}`,
          address: postalAddress(office),
          telephone: office.phone,
          email: office.email,
          hasMap: office.mapUrl,
        }),
      ),
    }),
  );
}
