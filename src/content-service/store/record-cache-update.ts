import { RecordFileCache, RecordFileCacheWriter } from './record-file-cache.js';

/**
 * The cache as this load finds it, and its replacement, written only once something differs from it (a file
 * validated again, or a cached file gone); a cache that cannot be written leaves the load as it is, uncached.
 */
export class CacheUpdate {
  private readonly cache: RecordFileCache;
  private writer: RecordFileCacheWriter | undefined;
  /**
   * The files whose entries were reused before anything differed, with their identity now: copied into the new
   * cache if it comes to be written. A new identity alone does not write it (a fresh checkout gives every file one).
   */
  private readonly kept: [file: string, identity: string][] = [];
  private failed = false;

  constructor(
    private readonly path: string,
    private readonly contentDir: string,
  ) {
    this.cache = RecordFileCache.open(path, contentDir);
  }

  /** Whether `file`'s entry was made from the bytes it has while it keeps `identity` (never for ''). */
  knows(file: string, identity: string): boolean {
    return identity !== '' && this.cache.identity(file) === identity;
  }

  contentHash(file: string): string | undefined {
    return this.cache.contentHash(file);
  }

  entry(file: string, contentHash: string): Buffer | undefined {
    return this.cache.entry(file, contentHash);
  }

  keep(file: string, contentHash: string, identity: string): void {
    if (this.writer) this.copy(file, contentHash, identity);
    else this.kept.push([file, identity]);
  }

  /** A file validated again: its new entry, or none when its result cannot be cached. */
  replace(file: string, contentHash: string, identity: string, entry: Buffer[] | undefined): void {
    this.write((writer) => {
      if (entry) writer.add(file, contentHash, identity, entry);
    });
  }

  finish(): void {
    if (this.writer === undefined && this.kept.length < this.cache.size) this.write(() => undefined);
    this.attempt(() => this.writer?.commit());
    this.cache.close();
  }

  private copy(file: string, contentHash: string, identity: string): void {
    const entry = this.cache.entry(file, contentHash);
    if (entry) this.write((writer) => writer.add(file, contentHash, identity, [entry]));
  }

  private write(action: (writer: RecordFileCacheWriter) => void): void {
    this.attempt(() => {
      if (!this.writer) {
        const writer = new RecordFileCacheWriter(this.path, this.contentDir);
        this.writer = writer;
        for (const [file, identity] of this.kept.splice(0)) {
          const contentHash = this.cache.contentHash(file);
          if (contentHash === undefined) continue;
          const entry = this.cache.entry(file, contentHash);
          if (entry) writer.add(file, contentHash, identity, [entry]);
        }
      }
      action(this.writer);
    });
  }

  private attempt(action: () => void): void {
    if (this.failed) return;
    try {
      action();
    } catch {
      this.failed = true;
      const writer = this.writer;
      this.writer = undefined;
      writer?.abandon();
    }
  }
}
