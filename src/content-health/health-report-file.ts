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
  // One problem a line, written as parts: a report of many problems is never one string.
  const { problems, ...counts } = report;
  const head = JSON.stringify(counts).slice(0, -1);
  const lines = problems.map((found, index) => `${index === 0 ? '' : ',\n'}  ${JSON.stringify(found)}`);
  const encoder = new TextEncoder();
  await replaceFile(
    file,
    [`${head},"problems":[\n`, ...lines, '\n]}\n'].map((part) => encoder.encode(part)),
  );
  return { errors: report.errors, warnings: report.warnings, report: file };
}
