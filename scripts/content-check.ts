/**
 * `npm run content:check [-- --json] [--strict] [--builds DIR]`: the content's health report (src/content-health/),
 * read through the content API as the build reads it. Options and help: the command table
 * (scripts/cli/command-table.ts).
 */
import { readConfig } from '../src/config/env.js';
import { createSiteContentClient } from '../src/content-client/site-content-client.js';
import { checkContentHealth } from '../src/content-health/health-report.js';
import { liveBuildDate } from '../src/content-health/live-build-date.js';
import { reportJson } from '../src/content-health/report-json.js';
import { reportTable } from '../src/content-health/report-table.js';
import { firmDate } from '../src/page-contract/firm-date.js';
import { printResult } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';

async function main(): Promise<void> {
  const { values } = parseCommand('content:check');
  const config = readConfig();
  const client = await createSiteContentClient({ ...config, contentPreview: true }, { serviceProcess: true });
  try {
    const report = await checkContentHealth(client, {
      contentDir: config.contentDir,
      today: firmDate(Date.now()),
      listedOn: await liveBuildDate(values.builds),
    });
    // The report a part at a time, each printed before the next is made.
    for (const part of values.json ? reportJson(report) : [reportTable(report)]) await printResult(part);
    await printResult('\n');
    if (values.strict && report.errors > 0) process.exitCode = 1;
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(`content:check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
