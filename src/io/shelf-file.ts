import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePartsSync } from './write-parts.js';

/** Items are written to the shelf file in runs of about this many bytes. */
const WRITE_RUN_BYTES = 1 << 20;

/** Where an item lies in its shelf file. */
export interface ShelfSlot {
  offset: number;
  length: number;
}

/** Closes the file of a shelf file nothing refers to any more (a content store replaced by a reload). */
const closeWhenUnreachable = new FinalizationRegistry<number>((fd) => closeSync(fd));

/**
 * A file that keeps items, each as its JSON text, read back on demand: the content store's records and blocks
 * (ItemShelf), a search index's blocks, the team directory's entries. The operating system's page cache holds it
 * rather than the process's heap, so the process's memory does not grow with the items. The file is created in the
 * system's temporary folder and removed at once (it lives as long as its open descriptor, which is closed when the
 * shelf file is no longer used, or when the process ends).
 *
 * JSON is exact for plain data (strings, numbers, booleans, null, and arrays and objects of them), which the items
 * are, except that a key whose value is `undefined` is read back absent, which no reader tells apart.
 */
export class ShelfFile {
  private readonly fd: number;
  private written = 0;
  private run: Buffer[] = [];
  private runBytes = 0;
  private scratch = Buffer.alloc(64 * 1024);

  constructor() {
    const folder = mkdtempSync(join(tmpdir(), 'content-shelf-'));
    this.fd = openSync(join(folder, 'items'), 'w+');
    rmSync(folder, { recursive: true, force: true });
    closeWhenUnreachable.register(this, this.fd);
  }

  /** How many bytes of items the file holds (items are only added: a content store's reload adds those it changed). */
  get size(): number {
    return this.written + this.runBytes;
  }

  /** Puts an item in the file: where it lies. */
  add(item: unknown): ShelfSlot {
    return this.addText(Buffer.from(JSON.stringify(item)));
  }

  /** Puts an item given as its JSON text in the file: where it lies. */
  addText(text: Buffer): ShelfSlot {
    const slot = { offset: this.written + this.runBytes, length: text.length };
    this.run.push(text);
    this.runBytes += text.length;
    if (this.runBytes >= WRITE_RUN_BYTES) this.flush();
    return slot;
  }

  read(slot: ShelfSlot): unknown {
    this.flush();
    if (this.scratch.length < slot.length) this.scratch = Buffer.alloc(slot.length * 2);
    let read = 0;
    while (read < slot.length) read += readSync(this.fd, this.scratch, read, slot.length - read, slot.offset + read);
    return JSON.parse(this.scratch.toString('utf8', 0, slot.length));
  }

  private flush(): void {
    if (this.runBytes === 0) return;
    this.written += writePartsSync(this.fd, this.run, this.written);
    this.run = [];
    this.runBytes = 0;
  }
}
