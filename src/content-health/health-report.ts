import type { ContentClient } from '../content-client/content-client.js';
import { brokenLinks } from './broken-links.js';
import type { CheckContext, ContentCheck } from './check-context.js';
import type { ContentProblem, ProblemRecord } from './content-problem.js';
import { editingUrl } from './editing-url.js';
import { eventDates } from './event-dates.js';
import { type HealthContent, readHealthContent } from './health-record.js';
import { imageAlt } from './image-alt.js';
import { recordPages } from './record-pages.js';
import { seoCheck } from './seo-check.js';
import { translationGaps } from './translation-gaps.js';

/** The content health report: every problem found, sorted, and their counts. */
export interface HealthReport {
  /** The firm's date of the check. */
  checkedOn: string;
  records: number;
  errors: number;
  warnings: number;
  problems: ContentProblem[];
}

export interface HealthOptions {
  /** Where the embedded content's files are, for the editing URL of a record the API gives none. */
  contentDir: string;
  /** The firm's date of the check (YYYY-MM-DD). */
  today: string;
  /** The firm's date of the live build, when known (events it still lists as upcoming). */
  listedOn?: string | undefined;
}

const checks: readonly ContentCheck[] = [translationGaps, imageAlt, brokenLinks, seoCheck, eventDates];

const severityOrder = { error: 0, warning: 1 } as const;

/** Errors first, then by model, record, language, kind, field and target: the same content gives the same order. */
function compareProblems(a: ContentProblem, b: ContentProblem): number {
  return (
    severityOrder[a.severity] - severityOrder[b.severity] ||
    [a.model, a.recordId, a.locale, a.kind, a.field, a.target, a.message]
      .map((value, index) => {
        const other = [b.model, b.recordId, b.locale, b.kind, b.field, b.target, b.message][index] ?? '';
        return value < other ? -1 : value > other ? 1 : 0;
      })
      .find((order) => order !== 0) ||
    0
  );
}

/** Runs every check over content already read. */
export function healthReportOf(content: HealthContent, options: HealthOptions): HealthReport {
  const byId = new Map(content.records.map((record) => [record.id, record]));
  const subjects = new Map<string, ProblemRecord>();
  const context: CheckContext = {
    records: content.records,
    byId,
    siteSeo: content.siteSeo,
    today: options.today,
    listedOn: options.listedOn,
    subject(record) {
      let subject = subjects.get(record.id);
      if (!subject) {
        const pages = recordPages(record, byId);
        subject = { id: record.id, model: record.model, editUrl: editingUrl(record, options.contentDir), pages };
        subjects.set(record.id, subject);
      }
      return subject;
    },
  };
  const problems = checks.flatMap((check) => check(context)).sort(compareProblems);
  const errors = problems.filter((found) => found.severity === 'error').length;
  return {
    checkedOn: options.today,
    records: content.records.length,
    errors,
    warnings: problems.length - errors,
    problems,
  };
}

/** Reads every record through `client` (which should include drafts) and checks the content's health. */
export async function checkContentHealth(client: ContentClient, options: HealthOptions): Promise<HealthReport> {
  return healthReportOf(await readHealthContent(client), options);
}
