import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { startContentServer } from '../../src/content-service/server/content-server.js';
import { DATOCMS_REQUEST_RATE } from '../../src/content-model/api/request-rate.js';
import { buildSite } from '../../src/site-build/build-site.js';
import { TEST_BUILD_ID, TEST_SITE_URL } from '../support/test-site.js';

const root = resolve(import.meta.dirname, '../..');
const outDir = `.cache/rate-limited-build-${process.pid}`;

async function pagesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.name === 'index.html')
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
    .sort();
}

afterAll(async () => {
  for (const dir of [outDir, `${outDir}.deploys`, `${outDir}-builds`])
    await rm(join(root, dir), { recursive: true, force: true });
});

describe('a build against a content API with DatoCMS rate limits', () => {
  it('keeps within 40 requests a second and 1,000 a minute and builds every page, no request failing', async () => {
    const token = 'rate-limited-build';
    const service = await startContentServer({ dir: join(root, 'content'), token, rateLimit: DATOCMS_REQUEST_RATE });
    try {
      const config = readConfig({
        ...process.env,
        BUILD_ID: TEST_BUILD_ID,
        SITE_URL: TEST_SITE_URL,
        CONTENT_API_URL: service.url,
        CONTENT_API_TOKEN: token,
      });
      // A request that still failed after the client's retries would fail the build.
      const summary = await buildSite({
        config,
        buildId: TEST_BUILD_ID,
        outDir,
        buildsDir: `${outDir}-builds`,
        log: () => {},
      });
      expect(await pagesOf(join(root, outDir))).toEqual(await pagesOf(inject('builtSiteDir')));
      expect(summary.pages).toBeGreaterThan(300);
      // More requests than one second's budget, so the pacing was needed, and none over it, however late a request reached the service.
      expect(service.stats().requests).toBeGreaterThan(DATOCMS_REQUEST_RATE.perSecond);
      expect(service.stats().rateLimited).toBe(0);
    } finally {
      await service.close();
    }
  }, 180_000);
});
