/**
 * The values the content model allows in its enumerated string fields. GraphQL serves these fields as plain strings;
 * pages read them back as the enum with `enumValue`.
 */

/** The kinds of job a career record's `employmentType` names. */
export const employmentTypes = ['full-time', 'part-time', 'contract', 'internship'] as const;

/** The networks a social link (`social_link.network`) can point to. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'tiktok', 'x', 'youtube'] as const;

export type EmploymentType = (typeof employmentTypes)[number];
export type SocialNetwork = (typeof socialNetworks)[number];

/** A field's value as one of the model's allowed values, or null (no value, or one the model does not allow). */
export function enumValue<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return values.find((allowed) => allowed === value) ?? null;
}
