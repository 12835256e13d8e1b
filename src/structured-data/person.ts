import { compact, withContext, type JsonLdNode } from './json-ld.js';

export interface PersonInput {
  givenName: string;
  familyName: string;
  jobTitle: string;
  email: string;
  telephone: string | null;
  /** Public URLs of the person's page and photo. */
  url: string;
  image: string | null;
  sameAs: readonly string[];
  knowsAbout: readonly string[];
  worksFor: { name: string; url: string };
}

/** A team member as a schema.org Person working for the firm. */
export function person(input: PersonInput): JsonLdNode {
  return withContext(
    compact({
      '@type': 'Person',
      name: `${input.givenName} ${input.familyName}`,
      givenName: input.givenName,
      familyName: input.familyName,
      jobTitle: input.jobTitle,
      email: `mailto:${input.email}`,
      telephone: input.telephone,
      url: input.url,
      image: input.image,
      sameAs: [...input.sameAs],
      knowsAbout: [...input.knowsAbout],
      worksFor: { '@type': 'LegalService', name: input.worksFor.name, url: input.worksFor.url },
    }),
  );
}
