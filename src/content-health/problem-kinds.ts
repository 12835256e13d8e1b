/** How much a problem matters: `--strict` fails on errors; warnings are worth a look. */
export type Severity = 'error' | 'warning';

/** What one kind of problem says about one record: the values its message is written from. */
export interface ProblemDetail {
  /** The field, as `body` or `body › link_internal.link`; empty for the record as a whole. */
  field: string;
  /** The language concerned (`fr-CA`), or empty when the problem is not a language's. */
  locale: string;
  /** The record or upload the field points to, the other language, the other page or the date, by kind. */
  target: string;
  /** A length, for the SEO lengths; how many other pages share a title, for a duplicate. */
  length: number;
}

interface ProblemKind {
  severity: Severity;
  message: (detail: ProblemDetail) => string;
}

/**
 * What search engines show of a page (the page's own title, without the site's suffix): Google cuts title links at
 * about 600 pixels, some 60 characters (Moz, "Title tag": keep titles under 60 characters), and snippets at about 160
 * characters (Moz, "Meta description": 150 to 160 characters).
 */
export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;

/** Every kind of problem the content check finds, its severity and its message (English: the check's own words). */
export const problemKinds = {
  'missing-locale': {
    severity: 'error',
    message: (d) => `exists in ${d.target} only: no ${d.locale} version, so no page in that language`,
  },
  'field-gap': {
    severity: 'warning',
    message: (d) => `${d.field} is set in ${d.target} and empty in ${d.locale}`,
  },
  'image-alt-missing': {
    severity: 'error',
    message: (d) => `image ${d.target} in ${d.field} has no alternative text in ${d.locale}`,
  },
  'link-unpublished': {
    severity: 'error',
    message: (d) => `${d.field} links to record ${d.target}, which is not published`,
  },
  'link-deleted': {
    severity: 'error',
    message: (d) => `${d.field} links to ${d.target ? `record ${d.target}, which does not exist` : 'no record'}`,
  },
  'link-no-route': {
    severity: 'warning',
    message: (d) => `${d.field} links to record ${d.target}, which has no page`,
  },
  'seo-title-missing': {
    severity: 'warning',
    message: (d) => `no SEO title in ${d.locale}: search engines show the record's title, or the site's`,
  },
  'seo-description-missing': {
    severity: 'warning',
    message: (d) => `no description in ${d.locale} (SEO description, intro or excerpt)`,
  },
  'seo-title-long': {
    severity: 'warning',
    message: (d) => `the ${d.locale} title is ${d.length} characters: search engines show about ${SEO_TITLE_LIMIT}`,
  },
  'seo-description-long': {
    severity: 'warning',
    message: (d) =>
      `the ${d.locale} description is ${d.length} characters: search engines show about ${SEO_DESCRIPTION_LIMIT}`,
  },
  'seo-title-duplicate': {
    severity: 'warning',
    message: (d) =>
      `the ${d.locale} title is also the title of ${d.target}${d.length > 1 ? ` and ${d.length - 1} other pages` : ''}`,
  },
  'event-ended': {
    severity: 'warning',
    message: (d) => `ended on ${d.target}, and the live site still lists it as upcoming: publish a build`,
  },
} as const satisfies Record<string, ProblemKind>;

export type ProblemKindName = keyof typeof problemKinds;
