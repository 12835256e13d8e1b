import { type ProblemDetail, type ProblemKindName, problemKinds, type Severity } from './problem-kinds.js';

/** One problem of one record, as the report, the table and the preview banner show it. */
export interface ContentProblem {
  kind: ProblemKindName;
  severity: Severity;
  recordId: string;
  /** The record's model api key (`single_news`). */
  model: string;
  /** `fr-CA`, `en-CA`, or empty when the problem is not one language's. */
  locale: string;
  /** The field concerned (`seo.title`, `body › link_internal.link`), or empty for the record as a whole. */
  field: string;
  /** The record or upload the field points to, when it points to one; else empty. */
  target: string;
  /** A length, for the SEO lengths; else 0. */
  length: number;
  message: string;
  /** Where an editor fixes it: the CMS's editing URL, or the embedded content's file. */
  editUrl: string;
  /** The site paths of the record's pages it shows on (the preview banner lists it there). */
  pages: string[];
}

/** What a check knows of the record a problem belongs to. */
export interface ProblemRecord {
  id: string;
  model: string;
  editUrl: string;
  /** The record's page path per locale code (`fr`, `en`), when it has pages. */
  pages: Readonly<Record<string, string>>;
}

/**
 * A problem of `kind` on `record`. It shows on the record's page in `locale`, or on all its pages without a locale or
 * with `everyPage` (a language missing shows on the pages that exist).
 */
export function problem(
  kind: ProblemKindName,
  record: ProblemRecord,
  { field = '', locale = '', target = '', length = 0 }: Partial<ProblemDetail>,
  everyPage = false,
): ContentProblem {
  const { severity, message } = problemKinds[kind];
  const pages = Object.entries(record.pages)
    .filter(([code]) => everyPage || locale === '' || locale.startsWith(`${code}-`))
    .map(([, path]) => path);
  return {
    kind,
    severity,
    recordId: record.id,
    model: record.model,
    locale,
    field,
    target,
    length,
    message: message({ field, locale, target, length }),
    editUrl: record.editUrl,
    pages,
  };
}
