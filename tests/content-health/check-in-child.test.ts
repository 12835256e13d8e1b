import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInChildProcess } from '../../src/content-health/check-in-child.js';
import type { HealthReport } from '../../src/content-health/health-report.js';
import { startContentServer } from '../../src/content-service/server/content-server.js';
import { itemId } from '../support/content-ids.js';
import { PLANTED, type PlantedContent, plantedContent } from './planted-content.js';

const TOKEN = 'check-in-child-test-token';

let planted: PlantedContent;
let service: Awaited<ReturnType<typeof startContentServer>>;
let builds: string;

beforeAll(async () => {
  planted = await plantedContent();
  service = await startContentServer({ dir: planted.dir, token: TOKEN, port: 0, host: '127.0.0.1' });
  builds = await mkdtemp(join(tmpdir(), 'check-in-child-'));
}, 120_000);

afterAll(async () => {
  await service?.close();
  await planted?.remove();
  await rm(builds, { recursive: true, force: true });
});

const env = (apiUrl: string) => ({
  ...process.env,
  CONTENT_API_URL: apiUrl,
  CONTENT_API_TOKEN: TOKEN,
  CONTENT_DIR: planted.dir,
});

describe('the content check after a build, in a process of its own', () => {
  it('writes the report beside the build state and returns its counts', async () => {
    const counts = await checkInChildProcess(builds, { env: env(service.url) });
    const written = JSON.parse(await readFile(counts.report, 'utf8')) as HealthReport;
    expect(counts).toEqual({
      errors: written.errors,
      warnings: written.warnings,
      report: join(builds, 'content-health.json'),
    });
    expect(written.errors).toBeGreaterThanOrEqual(4);
    expect(
      written.problems.some(
        (problem) => problem.kind === 'seo-title-missing' && problem.recordId === itemId(PLANTED.untitledArticle.id),
      ),
    ).toBe(true);
  }, 60_000);

  it('rejects with the reason when the content cannot be read, and this process goes on', async () => {
    const closed = await startContentServer({ dir: planted.dir, token: TOKEN, port: 0, host: '127.0.0.1' });
    await closed.close();
    await expect(checkInChildProcess(builds, { env: env(closed.url) })).rejects.toThrow(/ECONNREFUSED|fetch failed/);
  }, 60_000);

  it('rejects when the check runs out of its heap, instead of ending this process', async () => {
    await expect(checkInChildProcess(builds, { env: env(service.url), heapMb: 8 })).rejects.toThrow(
      /stopped .* before its report/,
    );
  }, 60_000);
});
