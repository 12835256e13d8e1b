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

/** What is written at once: some hundred problems' lines, not one write each. */
const PART_CHARS = 64 * 1024;

/** The report one problem a line, made and encoded a part at a time as the file is written: never one string. */
function* reportParts({ problems, ...counts }: HealthReport): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  let part = `${JSON.stringify(counts).slice(0, -1)},"problems":[\n`;
  for (const [index, found] of problems.entries()) {
    part += `${index === 0 ? '' : ',\n'}  ${JSON.stringify(found)}`;
    if (part.length < PART_CHARS) continue;
    yield encoder.encode(part);
    part = '';
  }
  yield encoder.encode(`${part}\n]}\n`);
}

/** Writes `report` as `<buildsDir>/content-health.json`, whole (a reader never finds half of it); returns its counts. */
export async function writeHealthReport(buildsDir: string, report: HealthReport): Promise<HealthCounts> {
  const file = join(buildsDir, HEALTH_REPORT_FILE);
  await replaceFile(file, reportParts(report));
  return { errors: report.errors, warnings: report.warnings, report: file };
}
