import { printable } from '../io/printable.js';
import type { HealthReport } from './health-report.js';

/** The counts in one line: `content check: 0 errors, 3 warnings`. */
export function healthSummary({ errors, warnings }: Pick<HealthReport, 'errors' | 'warnings'>): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `content check: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

/**
 * The report for people: one block per problem (severity, kind, record, language and field, then the message, then
 * where to edit it), then the counts. Content text is made printable: a value cannot forge a line of its own.
 */
export function reportTable(report: HealthReport): string {
  const blocks = report.problems.map((found) => {
    const where = [found.model, found.recordId, found.locale, found.field].filter(Boolean).join('  ');
    const lines = [
      `${found.severity.padEnd(8)}${found.kind.padEnd(24)}${printable(where)}`,
      `${' '.repeat(8)}${printable(found.message)}`,
    ];
    if (found.editUrl) lines.push(`${' '.repeat(8)}edit: ${printable(found.editUrl)}`);
    return lines.join('\n');
  });
  return [...blocks, `${healthSummary(report)} (${report.records} records)`].join('\n\n');
}
