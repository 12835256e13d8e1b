import type { HealthReport } from './health-report.js';

/** What is printed at once: some hundred problems, not one write each. */
const PART_CHARS = 64 * 1024;

/**
 * The report as `JSON.stringify(report, null, 2)` writes it (the output of `content:check --json`), made a part at
 * a time as it is printed: a report of many problems is never one string.
 */
export function* reportJson({ problems, ...counts }: HealthReport): Generator<string> {
  // The counts without their closing "\n}", then the problems, each indented as a member of the list.
  let part = `${JSON.stringify(counts, null, 2).slice(0, -2)},\n  "problems": [`;
  for (const [index, found] of problems.entries()) {
    part += `${index === 0 ? '\n' : ',\n'}${JSON.stringify(found, null, 2).replace(/^/gm, '    ')}`;
    if (part.length < PART_CHARS) continue;
    yield part;
    part = '';
  }
  yield `${part}${problems.length === 0 ? ']' : '\n  ]'}\n}`;
}
