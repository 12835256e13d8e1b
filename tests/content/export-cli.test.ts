import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportPlan } from '../../src/content-service/export/export-plan.js';
import { startCmaServer, type CmaServer } from '../support/datocms-cma-server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE_DIR = resolve(ROOT, 'tests/fixtures/content-small');
const TOKEN = 'cma-test-token-0123456789';

/** `npm run content:export -- ...args` with these variables; its exit code and output. */
async function contentExport(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/content-export.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, CONTENT_DIR: FIXTURE_DIR, DATOCMS_CMA_TOKEN: '', ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run content:export -- --datocms', () => {
  let server: CmaServer;
  beforeAll(async () => {
    server = await startCmaServer({ token: TOKEN, locales: ['en'] });
  });
  afterAll(() => server.close());

  it('prints the plan (JSON with --json) and, with a token, what a run would write in the project; stops at once on a malformed or refused DATOCMS_CMA_TOKEN', async () => {
    const [dryRun, malformed, refused] = await Promise.all([
      contentExport(['--datocms', '--dry-run', '--json', '--api-url', server.url], { DATOCMS_CMA_TOKEN: TOKEN }),
      contentExport(['--datocms', '--api-url', server.url], { DATOCMS_CMA_TOKEN: 'a token with spaces' }),
      contentExport(['--datocms', '--api-url', server.url], { DATOCMS_CMA_TOKEN: 'not-the-project-token-0123' }),
    ]);

    expect(dryRun.code).toBe(0);
    const plan = JSON.parse(dryRun.stdout) as ExportPlan;
    expect(plan.locales).toEqual(['fr-CA', 'en-CA']);
    expect([plan.models.length, plan.uploads.length, plan.records.length]).toEqual([41, 4, 14]);

    expect(dryRun.stderr).toContain('would write model single_news');
    expect(dryRun.stderr).toContain('a run would write: localesUpdated: true, modelsCreated: 41, fieldsCreated: 255');

    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('Invalid environment variable DATOCMS_CMA_TOKEN: expected an API token');
    expect(malformed.stderr).not.toContain('a token with spaces');

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('DATOCMS_CMA_TOKEN was refused by the Content Management API (HTTP 401)');
    expect(refused.stderr).not.toContain('not-the-project-token-0123');
    expect(server.requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  }, 30_000);
});
