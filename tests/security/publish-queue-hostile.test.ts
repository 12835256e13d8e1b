import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, truncate, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CHANGE_TAGS } from '../../src/publish/publish-item.js';
import { PublishQueue } from '../../src/publish/publish-queue.js';
import { createPublishServer } from '../../src/publish/publish-server.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

const TOKEN = 'publish-queue-hostile-token-0123456789';
const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
let work: string;
let buildsDir: string;
const queueFile = () => join(buildsDir, 'publish-queue.json');
const historyFile = () => join(buildsDir, 'publish-history.json');

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'publish-queue-hostile-'));
  buildsDir = join(work, 'builds');
  await mkdir(buildsDir);
  await mkdir(join(work, 'dist'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/**
 * A publishing service whose builds wait until `release()` (so webhooks pile up behind the first), with every line
 * it logs kept in `lines`.
 */
async function service() {
  const lines: string[] = [];
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const made = createPublishServer({
    dir: join(work, 'dist'),
    buildsDir,
    token: TOKEN,
    env: {},
    run: async (buildId) => {
      await held;
      return { buildId, pages: 1 };
    },
    log: (line) => lines.push(line),
  });
  await new Promise<void>((done) => made.server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`;
  const post = (body: unknown) =>
    fetch(`${origin}/api/publish`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const status = () => fetch(`${origin}/api/publish/status`, { headers: auth }).then((answer) => answer.text());
  const close = async () => {
    release();
    await made.queue.idle();
    await new Promise<void>((done) => {
      made.server.close(() => done());
      made.server.closeAllConnections();
    });
  };
  return { queue: made.queue, lines, post, status, release, close };
}

const invalidate = (tags: unknown[]) => ({
  entity_type: 'cda_cache_tags',
  event_type: 'invalidate',
  entity: { attributes: { tags } },
});
/** `count` distinct cache tags of `length` characters, unique to `batch`. */
const tagBatch = (batch: number, count: number, length: number) =>
  Array.from({ length: count }, (_, index) => `${batch}-${index}-`.padEnd(length, 'x'));

describe('the publishing queue under a flood of cache tags', () => {
  it('42 one-megabyte webhooks leave the queue file, the history and the status small', async () => {
    const publish = await service();
    try {
      for (let batch = 0; batch < 42; batch += 1) {
        // 4,000 tags of 256 characters: just under the 1 MB body limit.
        const answer = await publish.post(invalidate(tagBatch(batch, 4000, 256)));
        countHostile('publish queue');
        expect(answer.status).toBe(202);
        const { tags, reason } = (await answer.json()) as { tags: string[] | null; reason: string };
        expect(tags).toBeNull();
        expect(reason).toMatch(/^4000 cache tags \(1024000 characters\), more than a partial build takes/);
      }
      expect((await stat(queueFile())).size).toBeLessThan(1024 * 1024);
      const queued = JSON.parse(await readFile(queueFile(), 'utf8')) as { pending: { tags: null; reason: string } };
      expect(queued.pending.tags).toBeNull();
      publish.release();
      await publish.queue.idle();
      expect((await stat(historyFile())).size).toBeLessThan(64 * 1024);
      const status = await publish.status();
      expect(status.length).toBeLessThan(64 * 1024);
      expect(status).toContain('more than a partial build takes');
    } finally {
      await publish.close();
    }
  }, 120_000);

  it('a burst whose union of tags passes the bound becomes one full build that says why', async () => {
    const publish = await service();
    try {
      const first = await publish.post(invalidate(['running']));
      expect(first.status).toBe(202);
      for (let batch = 0; batch < 5; batch += 1) {
        const answer = await publish.post(invalidate(tagBatch(batch, 400, 20)));
        countHostile('publish queue');
        expect(((await answer.json()) as { tags: string[] | null }).tags).toHaveLength(400);
      }
      const queued = JSON.parse(await readFile(queueFile(), 'utf8')) as { pending: { tags: null; reason: string } };
      expect(queued.pending.tags).toBeNull();
      expect(queued.pending.reason).toMatch(
        new RegExp(`^1200 cache tags .*more than a partial build takes \\(${MAX_CHANGE_TAGS} tags`),
      );
    } finally {
      await publish.close();
    }
  });
});

describe('the publishing state files', () => {
  it('are written through a new file of a random name, never through a link planted at the old name', async () => {
    const victim = join(work, 'victim.txt');
    await writeFile(victim, 'not yours');
    await symlink(victim, `${queueFile()}.tmp`);
    await symlink(victim, `${historyFile()}.tmp`);
    countHostile('publish queue', 2);
    const publish = await service();
    try {
      expect((await publish.post(invalidate(['tag-a']))).status).toBe(202);
      publish.release();
      await publish.queue.idle();
    } finally {
      await publish.close();
    }
    expect(await readFile(victim, 'utf8')).toBe('not yours');
    for (const file of [queueFile(), historyFile()]) expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  /** Damaged contents of the history or the queue file, and what the warning says is wrong. */
  const DAMAGED: { name: string; file: () => string; make: (file: string) => Promise<void>; wrong: RegExp }[] = [
    { name: 'a history of [null]', file: historyFile, make: (file) => writeFile(file, '[null]'), wrong: /shape/ },
    { name: 'a history cut short', file: historyFile, make: (file) => writeFile(file, '[{"id": "a"'), wrong: /JSON/ },
    { name: 'a history of a string', file: historyFile, make: (file) => writeFile(file, '"builds"'), wrong: /shape/ },
    {
      name: 'a history record of the wrong types',
      file: historyFile,
      make: (file) => writeFile(file, '[{"id": 1, "tags": "all", "result": "maybe"}]'),
      wrong: /shape/,
    },
    { name: 'a history that is a folder', file: historyFile, make: (file) => mkdir(file), wrong: /regular file/ },
    {
      name: 'a history that is a named pipe',
      file: historyFile,
      make: async (file) => {
        execFileSync('mkfifo', [file]);
      },
      wrong: /regular file/,
    },
    {
      name: 'a history of 40 MB',
      file: historyFile,
      make: async (file) => {
        await writeFile(file, '[');
        await truncate(file, 40 * 1024 * 1024);
      },
      wrong: /more than/,
    },
    { name: 'a queue of null', file: queueFile, make: (file) => writeFile(file, 'null'), wrong: /shape/ },
    {
      name: 'a queue whose running item is a number',
      file: queueFile,
      make: (file) => writeFile(file, '{"running": 5, "pending": null}'),
      wrong: /shape/,
    },
    {
      name: 'a queue of binary bytes',
      file: queueFile,
      make: (file) => writeFile(file, '\u0000\u00ff'),
      wrong: /JSON/,
    },
  ];

  it.each(DAMAGED)('$name is set aside with a warning, and the service starts and publishes', async (damaged) => {
    const file = damaged.file();
    await damaged.make(file);
    countHostile('publish queue');
    const publish = await service();
    try {
      const status = JSON.parse(await publish.status()) as { builds: unknown[] };
      expect(status.builds).toEqual([]);
      const warning = publish.lines.find((line) => line.includes('is damaged'));
      expect(warning).toContain(file);
      expect(warning).toMatch(damaged.wrong);
      const aside = (await readdir(buildsDir)).filter((name) => name.includes('.damaged-'));
      expect(aside).toHaveLength(1);
      expect((await publish.post(invalidate(['after-damage']))).status).toBe(202);
      publish.release();
      await publish.queue.idle();
      expect(JSON.parse(await publish.status())).toMatchObject({ builds: [{ result: 'succeeded' }] });
    } finally {
      await publish.close();
    }
  });
});

describe('what the publishing service logs', () => {
  it('never prints a line of a webhook’s making', async () => {
    const forged = '\n[publish] FORGED build live';
    const publish = await service();
    try {
      const refused = [
        { entity_type: 'item', event_type: 'publish', entity: { id: `abc${forged}` } },
        { entity_type: 'upload', event_type: 'update', entity: { id: `up\r${forged}` } },
        { entity_type: 'item', event_type: 'publish', entity: { id: 'x'.repeat(100_000) } },
        invalidate([`tag\u001b[2J${forged}`]),
        invalidate(['ok', `tag\u0000`]),
      ];
      for (const body of refused) {
        countHostile('publish queue');
        expect((await publish.post(body)).status).toBe(400);
      }
      const accepted = [
        { entity_type: `item${forged}`, event_type: 'publish' },
        { entity_type: 'item', event_type: `publish\u2028[publish] FORGED` },
        {
          entity_type: 'item',
          event_type: 'publish',
          entity: { id: 'rec1', relationships: { item_type: { data: { id: `m${forged}` } } } },
        },
      ];
      for (const body of accepted) {
        countHostile('publish queue');
        expect((await publish.post(body)).status).toBe(202);
      }
      publish.release();
      await publish.queue.idle();
      const manual = new PublishQueue({
        run: (buildId) => Promise.resolve({ buildId, pages: 1 }),
        newBuildId: () => '20261126T010000Z-a',
        log: (line) => publish.lines.push(line),
      });
      await manual.request({ trigger: 'manual', tags: null, reason: `asked for${forged}` });
      await manual.idle();
      countHostile('publish queue');
    } finally {
      await publish.close();
    }
    // The forged text is printed, escaped, on the line that names it.
    expect(publish.lines.filter((line) => line.includes('\\u{a}[publish] FORGED')).length).toBeGreaterThan(1);
    for (const line of publish.lines) expect(line).not.toMatch(/[\p{Cc}\u2028]/u);
  });
});
