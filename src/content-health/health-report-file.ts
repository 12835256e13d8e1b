import { join } from 'node:path';
import { replaceFile } from '../io/replace-file.js';
import type { HealthReport } from './health-report.js';

/** The report's file in the builds folder, beside the build state. */
export const HEALTH_REPORT_FILE = 'content-health.json';

/** What a build or a publish states of the content's health: the counts and where the whole report is. */
export interface HealthCounts {
  errors: number;
  warnings: number;
  /** The report's path (`builds/content-health.json`). */
  report: string;
}

/** Writes `report` as `<buildsDir>/content-health.json`, whole (a reader never finds half of it); returns its counts. */
export async function writeHealthReport(buildsDir: string, report: HealthReport): Promise<HealthCounts> {
  const file = join(buildsDir, HEALTH_REPORT_FILE);
  await replaceFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return { errors: report.errors, warnings: report.warnings, report: file };
}
