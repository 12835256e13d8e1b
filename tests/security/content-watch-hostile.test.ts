import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, open, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContentChange, type ContentWatcher, watchContent } from '../../src/content-client/content-watch.js';
import { type ContentServer, startContentServer } from '../../src/content-service/server/content-server.js';
import { ContentValidationError } from '../../src/content-service/store/content-validation-error.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

/**
 * Hostile files under the content folder, as the content watcher (publish:serve, preview, dev) and the reload of the
 * embedded service behind it meet them: a FIFO named `*.json`, a 400 MB file, a link to /dev/zero, a link out of the
 * folder, a name holding a line break. Each is skipped with one warning line naming it (a reload refuses it with a
 * problem naming it), nothing blocks or reads without end, and the service keeps answering meanwhile. The answers
 * it keeps, which may hold drafts, are its owner's alone.
 */
reportHostileCounts();

const FIXTURE = resolve(import.meta.dirname, '../fixtures/content-small');
const TOKEN = 'content-watch-hostile-token';
const NEWS = 'records/single_news';
/** Longer than any answer of the service on a loaded machine, shorter than the stalls the hostile files caused. */
const ANSWER_MS = 1_500;
/** When a FIFO is opened for writing, releasing a reader blocked on it (the code before the checks blocked there). */
const RELEASE_MS = 4_000;

/** Each hostile file: its name in records/single_news/, the reason a skip or a problem gives, how it is made. */
interface HostileFile {
  name: string;
  printed: string;
  reason: string;
  make: (path: string, outside: string) => Promise<void>;
}
const HOSTILE: HostileFile[] = [
  {
    name: 'fifo.json',
    printed: 'fifo.json',
    reason: 'is a FIFO, not a regular file',
    make: async (path) => {
      execFileSync('mkfifo', [path]);
    },
  },
  {
    name: 'huge.json',
    printed: 'huge.json',
    reason: 'is 400.0 MB, over the 4.0 MB such a file may hold',
    make: async (path) => {
      // Sparse: 400 MB long, nothing written.
      const handle = await open(path, 'w');
      await handle.truncate(400 * 1024 * 1024);
      await handle.close();
    },
  },
  {
    name: 'zero.json',
    printed: 'zero.json',
    reason: 'is a symbolic link',
    make: (path) => symlink('/dev/zero', path),
  },
  {
    name: 'outside.json',
    printed: 'outside.json',
    reason: 'is a symbolic link',
    make: (path, outside) => symlink(join(outside, 'secret.json'), path),
  },
  {
    name: 'evil\n[publish] FORGED build queued.json',
    printed: 'evil\\u{a}[publish] FORGED build queued.json',
    reason: 'its name holds a control character',
    make: (path) => writeFile(path, '{}'),
  },
];

let work = '';
/** What the console printed, one entry per line. */
const printed: string[] = [];
/** The children releasing FIFOs, stopped after each test. */
const releasers: ChildProcess[] = [];

/** Opens `fifo` for writing after RELEASE_MS: a reader blocked on it gets its end, so the code before the checks fails instead of hanging. */
function releaseLater(fifo: string): void {
  releasers.push(spawn('sh', ['-c', `sleep ${RELEASE_MS / 1000}; exec 3>"$1"`, 'sh', fifo], { stdio: 'ignore' }));
}

/** A copy of the fixture content, and a folder beside it holding a file a link points to. */
async function contentCopy(name: string): Promise<{ content: string; outside: string }> {
  const content = join(work, name, 'content');
  const outside = join(work, name, 'outside');
  await cp(FIXTURE, content, { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(join(outside, 'secret.json'), '{"id":"secret","title":{"fr-CA":"hors du dossier"}}');
  return { content, outside };
}

/** The query loops running, stopped after each test. */
const askers: (() => Promise<unknown>)[] = [];

/**
 * Queries `service` again and again until stopped: the slowest answer, and every answer's status (0: no answer,
 * the connection failed).
 */
function keepAsking(service: ContentServer): { stop: () => Promise<{ slowestMs: number; statuses: number[] }> } {
  let asking = true;
  let slowestMs = 0;
  const statuses: number[] = [];
  const ask = async () => {
    const started = performance.now();
    try {
      const answer = await fetch(service.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ allSingleNews { id } }' }),
      });
      await answer.text();
      statuses.push(answer.status);
    } catch {
      statuses.push(0);
    }
    slowestMs = Math.max(slowestMs, performance.now() - started);
  };
  const loop = (async () => {
    while (asking) {
      await ask();
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const stop = async () => {
    asking = false;
    await loop;
    return { slowestMs, statuses };
  };
  askers.push(stop);
  return { stop };
}

const warningsNaming = (file: string) =>
  printed.filter((line) => line.startsWith('[content] skipped') && line.includes(file));

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'content-watch-hostile-'));
  const record = (...args: unknown[]) => printed.push(...args.map(String).join(' ').split('\n'));
  vi.spyOn(console, 'warn').mockImplementation(record);
  vi.spyOn(console, 'log').mockImplementation(record);
  vi.spyOn(console, 'error').mockImplementation(record);
});
beforeEach(() => {
  printed.length = 0;
});
afterEach(async () => {
  await Promise.all(askers.splice(0).map((stop) => stop()));
  for (const child of releasers.splice(0)) child.kill();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(work, { recursive: true, force: true });
});

describe('content watcher: hostile files under content/', () => {
  let content = '';
  let outside = '';
  let server: ContentServer;
  let watcher: ContentWatcher;
  const notices: ContentChange[] = [];

  beforeAll(async () => {
    ({ content, outside } = await contentCopy('watched'));
    server = await startContentServer({ dir: content, token: TOKEN });
    // As dev and preview wire it: each notice reloads the service.
    watcher = watchContent(
      content,
      async (change) => {
        notices.push(change);
        await server.reload().catch(() => undefined);
      },
      { debounceMs: 50 },
    );
  });
  afterAll(async () => {
    watcher?.close();
    await server?.close();
  });

  it.each(HOSTILE)('skips $printed with one warning line naming it, answering meanwhile', async (hostile) => {
    countHostile('content watcher');
    const path = join(content, NEWS, hostile.name);
    const asking = keepAsking(server);
    await hostile.make(path, outside);
    if (hostile.name === 'fifo.json') releaseLater(path);
    await expect
      .poll(() => warningsNaming(`${NEWS}/${hostile.printed}`))
      .toEqual([`[content] skipped ${NEWS}/${hostile.printed}: ${hostile.reason}`]);
    await watcher.settled();
    const { slowestMs, statuses } = await asking.stop();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(slowestMs).toBeLessThan(ANSWER_MS);
    // Nothing announced for it: no reload, no build.
    expect(notices.flatMap((notice) => notice.files)).not.toContain(`${NEWS}/${hostile.name}`);
    expect(printed.filter((line) => line.startsWith('[publish] FORGED'))).toEqual([]);
  });
});

describe('content watcher and reload: a folder that holds the hostile files', () => {
  let content = '';
  let server: ContentServer;

  beforeAll(async () => {
    let outside = '';
    ({ content, outside } = await contentCopy('held'));
    server = await startContentServer({ dir: content, token: TOKEN });
    for (const hostile of HOSTILE) await hostile.make(join(content, NEWS, hostile.name), outside);
  });
  afterAll(() => server?.close());

  it('starts watching at once, each file it would read skipped with a warning line naming it', () => {
    countHostile('content watcher', HOSTILE.length);
    releaseLater(join(content, NEWS, 'fifo.json'));
    const started = performance.now();
    const watcher = watchContent(content, () => undefined);
    const tookMs = performance.now() - started;
    watcher.close();
    expect(tookMs).toBeLessThan(ANSWER_MS);
    // The name holding a line break is a regular file: read, it prints nothing (its notice would skip it).
    for (const hostile of HOSTILE.slice(0, 4))
      expect(warningsNaming(`${NEWS}/${hostile.printed}`)).toContain(
        `[content] skipped ${NEWS}/${hostile.printed}: ${hostile.reason}`,
      );
  });

  it('refuses each file in a reload with a problem naming it, on one line each, answering meanwhile', async () => {
    countHostile('content reload', HOSTILE.length);
    releaseLater(join(content, NEWS, 'fifo.json'));
    const asking = keepAsking(server);
    const refused = await server.reload().then(
      () => undefined,
      (error: unknown) => error,
    );
    const { slowestMs, statuses } = await asking.stop();
    expect(refused).toBeInstanceOf(ContentValidationError);
    const { problems, message } = refused as ContentValidationError;
    const reasons = new Map(problems.map(({ file, reason }) => [file, reason]));
    for (const hostile of HOSTILE.slice(0, 4))
      expect(reasons.get(`${NEWS}/${hostile.name}`)).toBe(`cannot be read: ${hostile.reason}`);
    expect(message.split('\n').filter((line) => line.startsWith('[publish] FORGED'))).toEqual([]);
    expect(message).toContain(`${NEWS}/evil\\u{a}[publish] FORGED build queued.json`);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(slowestMs).toBeLessThan(ANSWER_MS);
  });
});

describe('kept content answers', () => {
  it('are written for their owner alone (0600), in folders of their own (0700)', async () => {
    countHostile('kept answers');
    const { content } = await contentCopy('answers');
    const answers = join(work, 'answers', 'kept');
    const service = await startContentServer({ dir: content, token: TOKEN, answerCache: answers });
    try {
      const answer = await fetch(service.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', 'X-Include-Drafts': 'true' },
        body: JSON.stringify({ query: '{ allSingleNews { id title } }' }),
      });
      expect(answer.status).toBe(200);
      const folders = [answers];
      for (let depth = 0; depth < 2; depth++) {
        const [next] = await readdir(folders.at(-1) as string);
        folders.push(join(folders.at(-1) as string, next as string));
      }
      const kept = async () => (await readdir(folders.at(-1) as string)).filter((name) => !name.endsWith('.tmp'));
      await expect.poll(kept).toHaveLength(1);
      const [file] = await kept();
      const modeOf = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);
      expect(await modeOf(join(folders.at(-1) as string, file as string))).toBe('600');
      expect(await Promise.all(folders.map(modeOf))).toEqual(['700', '700', '700']);
    } finally {
      await service.close();
    }
  });
});
