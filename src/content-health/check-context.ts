import type { Locale } from '../config/locales.js';
import type { ContentProblem, ProblemRecord } from './content-problem.js';
import type { HealthRecord, SiteSeo } from './health-record.js';

/** What every check of the content gets. */
export interface CheckContext {
  records: readonly HealthRecord[];
  byId: ReadonlyMap<string, HealthRecord>;
  /** A record as its problems name it: id, model, editing URL and pages. */
  subject(record: HealthRecord): ProblemRecord;
  /** The site's SEO settings per locale: page titles are measured without the suffix. */
  siteSeo: Partial<Record<Locale, SiteSeo>>;
  /** The firm's date of the check (YYYY-MM-DD). */
  today: string;
  /** The firm's date of the live build, when known: what it lists as upcoming. */
  listedOn: string | undefined;
}

/** One kind of check: the problems it finds in the whole content. */
export type ContentCheck = (context: CheckContext) => ContentProblem[];
