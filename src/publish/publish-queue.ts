import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BuildRun } from './build-runner.js';
import { fullBuild, isPublishItem, mergeItems, type PublishItem } from './publish-item.js';

/** One build the publishing service ran, as `GET /api/publish/status` lists it. */
export interface PublishRecord {
  id: string;
  /** What asked for it: the webhook's event (`item.publish`), `manual`, … */
  trigger: string;
  /** Why: what changed, or why it is a full build. */
  reason: string;
  /** The cache tags it rebuilt, or null for a full build. */
  tags: string[] | null;
  /** ISO time it started. */
  start: string;
  /** Seconds it took, once finished. */
  duration?: number;
  pages?: number;
  /** The build's own report, once it succeeded (build-runner.ts): `partial` or `full` (`reason` then says why), pages, seconds by stage. */
  kind?: BuildRun['kind'];
  rendered?: number;
  reused?: number;
  removed?: number;
  seconds?: BuildRun['seconds'];
  result: 'running' | 'succeeded' | 'failed';
  error?: string;
}

export interface PublishQueueOptions {
  /** Runs one build of `item`'s change. */
  run: (buildId: string, item: PublishItem) => Promise<BuildRun>;
  newBuildId: () => string;
  /** A JSON file the history is kept in across restarts. */
  historyFile?: string;
  /**
   * A JSON file the acknowledged work (the running item and the one waiting) is written to before a request is
   * answered, so that none is lost if the service is killed: the next start runs it.
   */
  queueFile?: string;
  /** How many records the history keeps. Default 50. */
  keep?: number;
  log?: (message: string) => void;
}

export interface PublishRequest {
  /** `started` when a build began now, `queued` when one will run after the current one (bursts coalesce). */
  state: 'started' | 'queued';
}

/** What the queue file holds. */
interface QueueState {
  running: PublishItem | null;
  pending: PublishItem | null;
}

/**
 * Runs one build at a time and coalesces bursts: requests that arrive while a build runs lead to exactly one more
 * build after it, of their merged item (the union of their tags: it sees every change they announced), not one
 * each. A failed build is recorded with its error; the live output is the last one that succeeded. Work that was
 * acknowledged survives a kill: a request resolves once its item is on disk, and a new queue resumes what the
 * previous one had running or waiting.
 */
export class PublishQueue {
  private running: Promise<void> | undefined;
  private current: PublishItem | undefined;
  private pending: PublishItem | undefined;
  private records: PublishRecord[] = [];
  private readonly loaded: Promise<void>;
  /** The queue file's writes, one after the other, each writing the state as it is when it starts. */
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly options: PublishQueueOptions) {
    this.loaded = this.load();
  }

  /** Asks for a build of `item` (a string: a full build for that reason); resolves once the request is durable. */
  async request(item: PublishItem | string): Promise<PublishRequest> {
    this.pending = mergeItems(this.pending, typeof item === 'string' ? fullBuild(item) : item);
    const state = this.running ? 'queued' : 'started';
    this.running ??= this.drain();
    await this.saveQueue();
    return { state };
  }

  /** The recent builds, newest first, and whether one is waiting. */
  async status(): Promise<{ pending: boolean; builds: PublishRecord[] }> {
    await this.loaded;
    return { pending: this.pending !== undefined, builds: [...this.records].reverse() };
  }

  /** Resolves when no build runs or waits. */
  async idle(): Promise<void> {
    await this.loaded;
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    await this.loaded;
    while (this.pending) {
      this.current = this.pending;
      this.pending = undefined;
      await this.runOne(this.current);
      this.current = undefined;
      await this.saveQueue();
    }
    this.running = undefined;
  }

  private async runOne(item: PublishItem): Promise<void> {
    const record: PublishRecord = {
      id: this.options.newBuildId(),
      trigger: item.trigger,
      reason: item.reason,
      tags: item.tags,
      start: new Date().toISOString(),
      result: 'running',
    };
    this.records.push(record);
    this.records.splice(0, Math.max(0, this.records.length - (this.options.keep ?? 50)));
    await Promise.all([this.saveHistory(), this.saveQueue()]);
    const started = performance.now();
    try {
      const { buildId: _, ...outcome } = await this.options.run(record.id, item);
      Object.assign(record, { result: 'succeeded', ...outcome });
      this.options.log?.(`[publish] ${record.id} (${item.reason}) is live: ${record.pages} pages`);
    } catch (error) {
      Object.assign(record, { result: 'failed', error: error instanceof Error ? error.message : String(error) });
      this.options.log?.(`[publish] ${record.id} (${item.reason}) FAILED, the live site is unchanged: ${record.error}`);
    }
    record.duration = Math.round(performance.now() - started) / 1000;
    await this.saveHistory();
  }

  private async load(): Promise<void> {
    const [records, state] = await Promise.all([
      this.readJson(this.options.historyFile),
      this.readJson(this.options.queueFile),
    ]);
    // A build that was running when the service stopped did not finish.
    this.records = Array.isArray(records)
      ? (records as PublishRecord[]).map((record) =>
          record.result === 'running' ? { ...record, result: 'failed', error: 'interrupted' } : record,
        )
      : [];
    const { running, pending } = (state ?? {}) as Partial<QueueState>;
    const resumed = [running, pending]
      .filter(isPublishItem)
      .map((item) => ({ ...item, reason: `resumed after a restart: ${item.reason}` }));
    for (const item of resumed) this.pending = mergeItems(this.pending, item);
    if (this.pending) {
      this.options.log?.(`[publish] resuming the work acknowledged before the restart: ${this.pending.reason}`);
      this.running ??= this.drain();
    }
  }

  /** A JSON file's value; undefined when there is none, or when it is unreadable (said in the log). */
  private async readJson(file: string | undefined): Promise<unknown> {
    if (!file) return undefined;
    try {
      return JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.options.log?.(`[publish] ${file} is unreadable, starting anew`);
      return undefined;
    }
  }

  private saveHistory(): Promise<void> {
    return writeDurably(this.options.historyFile, this.records);
  }

  private saveQueue(): Promise<void> {
    const write = this.writes.then(() => {
      const state: QueueState = { running: this.current ?? null, pending: this.pending ?? null };
      return writeDurably(this.options.queueFile, state);
    });
    this.writes = write.catch(() => {});
    return write;
  }
}

/** Writes `value` as JSON to `file` (when there is one): a temporary file, flushed to disk, renamed over it. */
async function writeDurably(file: string | undefined, value: unknown): Promise<void> {
  if (!file) return;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(JSON.stringify(value, null, 2));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
