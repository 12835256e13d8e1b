import { z } from 'zod';
import { printable } from '../io/printable.js';
import type { BuildRun } from './build-runner.js';
import { fullBuild, mergeItems, publishItemSchema, type PublishItem } from './publish-item.js';
import { publishHistorySchema, type PublishRecord } from './publish-record.js';
import { readStateFile, writeStateFile } from './state-file.js';

export type { PublishRecord } from './publish-record.js';

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
const queueStateSchema = z.object({ running: publishItemSchema.nullable(), pending: publishItemSchema.nullable() });
type QueueState = z.infer<typeof queueStateSchema>;

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
      this.log(`[publish] ${record.id} (${item.reason}) is live: ${record.pages} pages`);
    } catch (error) {
      Object.assign(record, { result: 'failed', error: error instanceof Error ? error.message : String(error) });
      this.log(`[publish] ${record.id} (${item.reason}) FAILED, the live site is unchanged: ${record.error}`);
    }
    record.duration = Math.round(performance.now() - started) / 1000;
    await this.saveHistory();
  }

  private async load(): Promise<void> {
    const warn = (message: string) => this.options.log?.(message);
    const { historyFile, queueFile } = this.options;
    const [records, state] = await Promise.all([
      historyFile === undefined ? undefined : readStateFile(historyFile, publishHistorySchema, warn),
      queueFile === undefined ? undefined : readStateFile(queueFile, queueStateSchema, warn),
    ]);
    // A build that was running when the service stopped did not finish.
    this.records = (records ?? []).map((record) =>
      record.result === 'running' ? { ...record, result: 'failed', error: 'interrupted' } : record,
    );
    const resumed = [state?.running, state?.pending]
      .filter((item) => item !== null && item !== undefined)
      .map((item) => ({ ...item, reason: `resumed after a restart: ${item.reason}` }));
    for (const item of resumed) this.pending = mergeItems(this.pending, item);
    if (this.pending) {
      this.log(`[publish] resuming the work acknowledged before the restart: ${this.pending.reason}`);
      this.running ??= this.drain();
    }
  }

  /** Logs `message`, its untrusted parts (reasons, errors, ids from webhooks) unable to start a line of their own. */
  private log(message: string): void {
    this.options.log?.(printable(message));
  }

  private saveHistory(): Promise<void> {
    return this.options.historyFile ? writeStateFile(this.options.historyFile, this.records) : Promise.resolve();
  }

  private saveQueue(): Promise<void> {
    const write = this.writes.then(() => {
      const state: QueueState = { running: this.current ?? null, pending: this.pending ?? null };
      return this.options.queueFile ? writeStateFile(this.options.queueFile, state) : undefined;
    });
    this.writes = write.catch(() => {});
    return write;
  }
}
