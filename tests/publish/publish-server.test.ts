import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploysDir, listDeploys } from '../../src/site-build/output-swap.js';
import { createPublishServer, liveBuildId } from '../../src/publish/publish-server.js';
import type { PublishQueue, PublishRecord } from '../../src/publish/publish-queue.js';
import { itemId } from '../support/content-ids.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, `.cache/publish-${process.pid}`);
const dir = join(work, 'dist');
const contentDir = join(work, 'content');
const TOKEN = 'publish-test-token-0123456789';

let origin = '';
let queue: PublishQueue;
let close: () => Promise<void>;
let prepared: () => Promise<void>;

const auth = { Authorization: `Bearer ${TOKEN}` };
const webhook = (headers: Record<string, string> = auth, body = '{"entity_type":"item","event_type":"publish"}') =>
  fetch(`${origin}/api/publish`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
/** DatoCMS's webhook for a published news record: a partial build of the pages that read it or the news collection. */
const newsPublished = JSON.stringify({
  entity_type: 'item',
  event_type: 'publish',
  entity: {
    id: itemId('news-2023-bureau-sherbrooke'),
    type: 'item',
    relationships: { item_type: { data: { id: '7690234', type: 'item_type' } } },
  },
  related_entities: [{ id: '7690234', type: 'item_type', attributes: { api_key: 'single_news' } }],
});
const status = async () =>
  (await (await fetch(`${origin}/api/publish/status`, { headers: auth })).json()) as {
    live: string;
    builds: PublishRecord[];
  };

/** The process id of publish:serve's resident builder (build-runner.ts), a child of this process. */
async function builderPid(): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const [command, stat] = await Promise.all([
      readFile(`/proc/${entry}/cmdline`, 'utf8'),
      readFile(`/proc/${entry}/stat`, 'utf8'),
    ]).catch(() => ['', '']);
    const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (command.includes('build-runner-process.ts') && parent === String(process.pid)) return Number(entry);
  }
  return undefined;
}

beforeAll(async () => {
  await cp(join(root, 'content'), contentDir, { recursive: true });
  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    CONTENT_API_URL: '',
    SITE_URL: 'https://www.example.test',
    BUILD_ID: '',
  };
  const made = createPublishServer({ dir, buildsDir: join(work, 'builds'), token: TOKEN, env, log: () => {} });
  queue = made.queue;
  prepared = made.prepared;
  await new Promise<void>((done) => made.server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => made.server.close(() => done()));
  queue.request('first build');
  await queue.idle();
}, 240_000);

afterAll(async () => {
  await queue.idle();
  await close();
  await rm(work, { recursive: true, force: true });
});

describe('publishing on content webhooks', () => {
  it("says when the builder has prepared the next build: every live page's files linked beside the deploys", async () => {
    await prepared();
    const folders = (await readdir(deploysDir(dir))).filter((name) => name.startsWith('.prepared-'));
    expect(folders).toHaveLength(1);
    const pagesIn = async (folder: string) =>
      (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('index.html')).sort();
    const live = await pagesIn(dir);
    const linked = await pagesIn(join(deploysDir(dir), folders[0] as string));
    // Every page of the site (the files of the site's own, such as the 404 page, are not a page's).
    expect(linked.length).toBeGreaterThan(100);
    expect(live).toEqual(expect.arrayContaining(linked));
    for (const file of [linked[0], linked.at(-1)] as string[]) {
      const [copy, original] = await Promise.all([
        stat(join(deploysDir(dir), folders[0] as string, file)),
        stat(join(dir, file)),
      ]);
      expect(copy.ino).toBe(original.ino);
    }
  });

  it('refuses a webhook or a status request without the token, and builds nothing', async () => {
    const before = (await status()).builds.length;
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong-token-0123456789' },
      { Authorization: `Basic ${Buffer.from('dato:wrong').toString('base64')}` },
    ]) {
      expect((await webhook(headers)).status).toBe(401);
    }
    expect((await fetch(`${origin}/api/publish/status`)).status).toBe(401);
    expect((await status()).builds.length).toBe(before);
  });

  it('answers a malformed webhook with a clear 400 or 413 and builds nothing', async () => {
    const before = (await status()).builds.length;
    const malformed = await webhook(auth, '{"entity_type": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'The body is not valid JSON.' });
    expect((await webhook(auth, `"${'x'.repeat(2 * 1024 * 1024)}"`)).status).toBe(413);
    expect((await status()).builds.length).toBe(before);
  });

  it('coalesces a burst of 20 webhooks into at most 2 builds, and serves every request meanwhile without an error', async () => {
    const before = (await status()).builds.length;
    let stop = false;
    const errors: string[] = [];
    let checked = 0;
    const visitor = (async () => {
      while (!stop) {
        for (const path of ['/', '/en/', '/equipe/', '/builds/latest.json']) {
          try {
            const response = await fetch(`${origin}${path}`);
            const body = await response.text();
            if (response.status !== 200) errors.push(`${path}: ${response.status}`);
            else if (path.endsWith('.json')) JSON.parse(body);
            else {
              if (!body.trimEnd().endsWith('</html>')) errors.push(`${path}: truncated`);
              const script = /<script type="module" src="([^"]+)"/.exec(body)?.[1];
              const code = script ? await fetch(`${origin}${script}`) : undefined;
              if (code?.status !== 200)
                errors.push(`${path}: its script ${script ?? '(none)'} answered ${code?.status}`);
              await code?.arrayBuffer();
            }
            checked += 1;
          } catch (error) {
            errors.push(`${path}: ${String(error)}`);
          }
        }
      }
    })();
    // All at once: under load, webhooks sent one after the other could outlast a build (each is written to disk before
    // its answer), and make a third.
    const basic = { Authorization: `Basic ${Buffer.from(`dato:${TOKEN}`).toString('base64')}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => (await webhook(basic, newsPublished)).status),
    );
    expect(answers).toEqual(Array(20).fill(202));
    await queue.idle();
    // Two more rebuilds, one after the other: four switches of the live output under the visitor's requests.
    for (let i = 0; i < 2; i += 1) {
      expect((await webhook(auth, newsPublished)).status).toBe(202);
      await queue.idle();
    }
    stop = true;
    await visitor;
    const builds = (await status()).builds;
    expect(builds.length - before).toBe(4);
    expect(
      builds
        .slice(0, 4)
        .every((build) => build.result === 'succeeded' && build.trigger === 'item.publish' && (build.pages ?? 0) > 300),
    ).toBe(true);
    expect(checked).toBeGreaterThan(40);
    expect(errors).toEqual([]);
  }, 300_000);

  it('replaces a builder killed during a build and runs the build again: the webhook still goes live', async () => {
    const before = (await status()).builds.length;
    const tags = {
      entity_type: 'cda_cache_tags',
      event_type: 'invalidate',
      entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags: ['no-page-reads-this'] } },
    };
    expect((await webhook(auth, JSON.stringify(tags))).status).toBe(202);
    const log = async () => {
      const [build] = (await status()).builds;
      return build?.result === 'running'
        ? readFile(join(work, 'builds/logs', `${build.id}.log`), 'utf8').catch(() => '')
        : '';
    };
    // Killed once the build is under way in it (the builder that runs it: one of other code would have been replaced).
    await expect.poll(log, { timeout: 20_000, interval: 20 }).toContain(': bundling');
    const killed = await builderPid();
    expect(killed).toBeGreaterThan(0);
    process.kill(killed as number, 'SIGKILL');
    await queue.idle();
    const builds = (await status()).builds;
    expect(builds.length - before).toBe(1);
    expect(builds[0]?.result).toBe('succeeded');
    expect(await readFile(join(work, 'builds/logs', `${builds[0]?.id}.log`), 'utf8')).toContain(
      'the builder stopped during the build (signal SIGKILL)',
    );
    expect(await builderPid()).not.toBe(killed);
  }, 60_000);

  it('keeps the live site when a build fails, and reports why', async () => {
    const live = await liveBuildId(dir);
    const folder = join(contentDir, 'records/single_employee');
    const file = (await readdir(folder)).sort()[0] as string;
    const original = await readFile(join(folder, file), 'utf8');
    const broken = JSON.parse(original) as Record<string, unknown>;
    delete broken.email;
    await writeFile(join(folder, file), JSON.stringify(broken));
    try {
      expect((await webhook()).status).toBe(202);
      await queue.idle();
    } finally {
      await writeFile(join(folder, file), original);
    }
    const [latest] = (await status()).builds;
    expect(latest?.result).toBe('failed');
    expect(latest?.error).toContain(file);
    expect(await liveBuildId(dir)).toBe(live);
    expect((await status()).live).toBe(live);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  }, 120_000);

  it('rolls back to the output before the live one, and forward again by id (npm run publish:rollback)', async () => {
    if ((await listDeploys(dir)).length < 2) {
      queue.request('manual');
      await queue.idle();
    }
    const deploys = await listDeploys(dir);
    const [previous, live] = deploys.slice(-2);
    expect(live?.live).toBe(true);
    const rollback = (args: string[]) =>
      new Promise<number | null>((done) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'scripts/publish-rollback.ts', '--dir', dir, ...args],
          { cwd: root, stdio: 'ignore' },
        );
        child.on('close', done);
      });
    expect(await rollback([])).toBe(0);
    expect(await liveBuildId(dir)).toBe(previous?.buildId);
    expect(JSON.parse(await (await fetch(`${origin}/builds/latest.json`)).text())).toMatchObject({
      id: previous?.buildId,
    });
    expect(await rollback([live?.buildId ?? ''])).toBe(0);
    expect(await liveBuildId(dir)).toBe(live?.buildId);
    expect(await rollback(['no-such-build'])).toBe(1);
    expect(deploys.length).toBeLessThanOrEqual(3);
  }, 60_000);
});
