import type { SiteConfig } from '../config/env.js';
import { createSiteContentClient } from '../content-client/site-content-client.js';
import { firmDate } from '../page-contract/firm-date.js';
import { type HealthCounts, writeHealthReport } from './health-report-file.js';
import { checkContentHealth } from './health-report.js';
import { liveBuildDate } from './live-build-date.js';

/**
 * The content check a build or a publish runs once the pages are written: it reads the content (drafts included)
 * through a client of its own, writes `<buildsDir>/content-health.json` and returns the counts and the report's path.
 * The check's date is the build's own (`<buildsDir>/latest.json`, the build just made live), on which it decided
 * which events are upcoming: none it lists has ended.
 */
export async function checkAfterBuild(config: SiteConfig, buildsDir: string): Promise<HealthCounts> {
  const today = (await liveBuildDate(buildsDir)) ?? firmDate(Date.now());
  const client = await createSiteContentClient({ ...config, contentPreview: true }, { serviceProcess: true });
  try {
    const report = await checkContentHealth(client, { contentDir: config.contentDir, today });
    return await writeHealthReport(buildsDir, report);
  } finally {
    await client.close();
  }
}
