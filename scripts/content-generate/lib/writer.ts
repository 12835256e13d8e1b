import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecordJson } from './record-json.js';

/**
 * Writes a content set file by file as records are produced, with a bounded number of writes in flight, so that a
 * large set never sits in memory as a whole.
 */
export class ContentWriter {
  /** Files written per model api key, plus `uploads`. */
  readonly counts = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();
  private readonly dirs = new Set<string>();
  private failure: unknown = null;

  constructor(
    readonly root: string,
    private readonly concurrency = 64,
  ) {}

  async record(model: string, record: RecordJson): Promise<void> {
    this.count(model);
    await this.write(join('records', model), `${record.id}.json`, json(record));
  }

  /** Waits for every write; throws the first failure. */
  async close(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure) throw this.failure;
  }

  private count(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  private async write(dir: string, name: string, data: string | Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    const folder = join(this.root, dir);
    if (!this.dirs.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.dirs.add(folder);
    }
    while (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const task: Promise<void> = writeFile(join(folder, name), data)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Makes `dir` ready for a fresh content set: creates it, or empties a previous content set there. Refuses a
 * non-empty folder that is not a content set, so a mistyped `--out` cannot wipe unrelated files.
 */
export function prepareOutDir(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    return;
  }
  const entries = readdirSync(dir);
  if (entries.length === 0) return;
  if (!entries.includes('site.json') || entries.some((name) => !['site.json', 'records', 'uploads'].includes(name))) {
    throw new Error(`${dir} is not empty and does not hold only a content set (site.json, records/, uploads/)`);
  }
  for (const name of entries) rmSync(join(dir, name), { recursive: true, force: true });
}
