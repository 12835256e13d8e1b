import type { ContentProblem } from '../content-health/content-problem.js';
import type { HealthReport } from '../content-health/health-report.js';

/** How long a report is kept when nothing says the content changed (a remote API's drafts change unannounced). */
const REPORT_TTL_MS = 60_000;

export interface PageHealth {
  /** The problems the latest report shows on the page at `path`; none when the check fails (it is logged). */
  problemsOn(path: string): Promise<ContentProblem[]>;
  /** Forgets the report: the content changed. */
  invalidate(): void;
}

/**
 * The content health report of the preview's pages, made by `check` when a page first asks for it and kept until the
 * content changes or for a minute: one check of the whole content serves every page shown meanwhile.
 */
export function pageHealth(check: () => Promise<HealthReport>): PageHealth {
  let latest: { report: Promise<HealthReport | undefined>; made: number } | undefined;
  const report = () => {
    if (!latest || Date.now() - latest.made > REPORT_TTL_MS) {
      const made = Date.now();
      const pending = check().catch((error: unknown) => {
        console.error('[preview] content check failed:', error instanceof Error ? error.message : error);
        if (latest?.made === made) latest = undefined;
        return undefined;
      });
      latest = { report: pending, made };
    }
    return latest.report;
  };
  return {
    async problemsOn(path) {
      return (await report())?.problems.filter((found) => found.pages.includes(path)) ?? [];
    },
    invalidate() {
      latest = undefined;
    },
  };
}
