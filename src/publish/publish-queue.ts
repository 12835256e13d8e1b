import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BuildRun } from './build-runner.js';

/** One build the publishing service ran, as `GET /api/publish/status` lists it. */
export interface PublishRecord {
  id: string;
  /** What asked for it: the webhook's event (`item.publish`), `manual`, … */
  trigger: string;
  /** ISO time it started. */
  start: string;
  /** Seconds it took, once finished. */
  duration?: number;
  pages?: number;
  result: 'running' | 'succeeded' | 'failed';
  error?: string;
}

export interface PublishQueueOptions {
  run: (buildId: string) => Promise<BuildRun>;
  newBuildId: () => string;
  /** A JSON file the history is kept in across restarts. */
  historyFile?: string;
  /** How many records the history keeps. Default 50. */
  keep?: number;
  log?: (message: string) => void;
}

export interface PublishRequest {
  /** `started` when a build began now, `queued` when one will run after the current one (bursts coalesce). */
  state: 'started' | 'queued';
}

/**
 * Runs one build at a time and coalesces bursts: requests that arrive while a build runs lead to exactly one more
 * build after it (which sees every change they announced), not one each. A failed build is recorded with its error;
 * the live output is the last one that succeeded.
 */
export class PublishQueue {
  private running: Promise<void> | undefined;
  private pendingTrigger: string | undefined;
  private records: PublishRecord[] = [];
  private readonly loaded: Promise<void>;

  constructor(private readonly options: PublishQueueOptions) {
    this.loaded = this.load();
  }

  request(trigger: string): PublishRequest {
    if (this.running) {
      this.pendingTrigger = trigger;
      return { state: 'queued' };
    }
    this.running = this.drain(trigger);
    return { state: 'started' };
  }

  /** The recent builds, newest first, and whether one is waiting. */
  async status(): Promise<{ pending: boolean; builds: PublishRecord[] }> {
    await this.loaded;
    return { pending: this.pendingTrigger !== undefined, builds: [...this.records].reverse() };
  }

  /** Resolves when no build runs or waits. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(first: string): Promise<void> {
    let trigger: string | undefined = first;
    while (trigger !== undefined) {
      await this.runOne(trigger);
      trigger = this.pendingTrigger;
      this.pendingTrigger = undefined;
    }
    this.running = undefined;
  }

  private async runOne(trigger: string): Promise<void> {
    await this.loaded;
    const record: PublishRecord = { id: this.options.newBuildId(), trigger, start: new Date().toISOString(), result: 'running' };
    this.records.push(record);
    this.records.splice(0, Math.max(0, this.records.length - (this.options.keep ?? 50)));
    await this.save();
    const started = performance.now();
    try {
      const { pages } = await this.options.run(record.id);
      Object.assign(record, { result: 'succeeded', pages });
      this.options.log?.(`[publish] ${record.id} (${trigger}) is live: ${pages} pages`);
    } catch (error) {
      Object.assign(record, { result: 'failed', error: error instanceof Error ? error.message : String(error) });
      this.options.log?.(`[publish] ${record.id} (${trigger}) FAILED, the live site is unchanged: ${record.error}`);
    }
    record.duration = Math.round(performance.now() - started) / 1000;
    await this.save();
  }

  private async load(): Promise<void> {
    const file = this.options.historyFile;
    if (!file) return;
    let records: PublishRecord[] = [];
    try {
      records = JSON.parse(await readFile(file, 'utf8')) as PublishRecord[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.options.log?.(`[publish] ${file} is unreadable, starting a new history`);
    }
    // A build that was running when the service stopped did not finish.
    this.records = records.map((record) => (record.result === 'running' ? { ...record, result: 'failed', error: 'interrupted' } : record));
  }

  private async save(): Promise<void> {
    const file = this.options.historyFile;
    if (!file) return;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify(this.records, null, 2));
    await rename(`${file}.tmp`, file);
  }
}
