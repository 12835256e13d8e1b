import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { checkAfterBuild } from '../../src/content-health/check-after-build.js';
import type { ContentHealthStatus } from '../../src/publish/content-checks.js';
import { createPublishServer } from '../../src/publish/publish-server.js';
import type { PublishQueue } from '../../src/publish/publish-queue.js';
import { makeTempDir } from '../server/helpers.js';

const TOKEN = 'publish-content-check-token-0123';
const auth = { Authorization: `Bearer ${TOKEN}` };

let root: Awaited<ReturnType<typeof makeTempDir>>;
let queue: PublishQueue;
let origin = '';
let close: () => Promise<void>;
const logged: string[] = [];

beforeAll(async () => {
  root = await makeTempDir({ 'dist/index.html': '<!doctype html><title>Accueil</title>' });
  const buildsDir = join(root.dir, 'builds');
  const config = readConfig({ CONTENT_DIR: resolve('content') });
  const made = createPublishServer({
    dir: join(root.dir, 'dist'),
    buildsDir,
    token: TOKEN,
    env: {},
    // The build itself is not what this file checks: one page "built" per publish.
    run: (buildId) => Promise.resolve({ buildId, pages: 1 }),
    checkContent: () => checkAfterBuild(config, buildsDir),
    log: (line) => logged.push(line),
  });
  queue = made.queue;
  await new Promise<void>((done) => made.server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((done) => {
      made.server.close(() => done());
      made.server.closeAllConnections();
    });
});

afterAll(async () => {
  await close();
  await root.cleanup();
});

async function status(): Promise<{ builds: { id: string }[]; contentHealth: ContentHealthStatus | null }> {
  return (await fetch(`${origin}/api/publish/status`, { headers: auth })).json() as Promise<{
    builds: { id: string }[];
    contentHealth: ContentHealthStatus | null;
  }>;
}

describe('publish:serve checks the content after each live build', () => {
  it('names no check before the first build, then the counts and the report of the one after it', async () => {
    expect((await status()).contentHealth).toBeNull();
    const answer = await fetch(`${origin}/api/publish`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"entity_type":"item","event_type":"publish"}',
    });
    expect(answer.status).toBe(202);
    await queue.idle();
    await expect.poll(async () => (await status()).contentHealth, { timeout: 60_000 }).not.toBeNull();
    const { builds, contentHealth } = await status();
    expect(contentHealth).toMatchObject({
      buildId: builds[0]?.id,
      errors: 0,
      report: join(root.dir, 'builds', 'content-health.json'),
    });
    const report = JSON.parse(await readFile(contentHealth?.report ?? '', 'utf8')) as { warnings: number };
    expect(report.warnings).toBe(contentHealth?.warnings);
    expect(logged.some((line) => line.includes(`${builds[0]?.id}: content check: 0 errors`))).toBe(true);
  });
});
