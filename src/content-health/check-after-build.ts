import type { SiteConfig } from '../config/env.js';
import { createSiteContentClient } from '../content-client/site-content-client.js';
import { firmDate } from '../page-contract/firm-date.js';
import { type HealthCounts, writeHealthReport } from './health-report-file.js';
import { checkContentHealth } from './health-report.js';

/**
 * The content check a build or a publish runs once the pages are written: it reads the content (drafts included)
 * through a client of its own, writes `<buildsDir>/content-health.json` and returns the counts and the report's path.
 * `buildTime` is the time the build states as its own: the events it lists are decided on that date, so none is
 * listed as upcoming after its end.
 */
export async function checkAfterBuild(config: SiteConfig, buildsDir: string, buildTime: number): Promise<HealthCounts> {
  const client = await createSiteContentClient({ ...config, contentPreview: true });
  try {
    const report = await checkContentHealth(client, { contentDir: config.contentDir, today: firmDate(buildTime) });
    return await writeHealthReport(buildsDir, report);
  } finally {
    await client.close();
  }
}
