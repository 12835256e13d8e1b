import { mkdtempSync, openSync, readSync, rmSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePartsSync } from './write-parts.js';

/** How many read items a shelf keeps ready: a request's page of records with the records and blocks they link to. */
export const KEPT_ITEMS = 1024;
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
 * A file the store keeps its records and blocks in, each as its JSON text, read back on demand: the operating
 * system's page cache holds it rather than the service's heap, so the service's memory does not grow with the
 * content. The file is created in the system's temporary folder and removed at once (it lives as long as its open
 * descriptor, which is closed when the store is no longer used, or when the process ends).
 *
 * JSON is exact for the items (everything in them comes from JSON files through the content schemas), except that
 * a key whose value is `undefined` is read back absent, which no reader tells apart.
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

  /** How many bytes of items the file holds (a reload adds the items it changed after the others: reload-content.ts). */
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

/**
 * Items by id, kept in a ShelfFile and read on demand, the last KEPT_ITEMS read ones kept as objects (a request
 * reads the same linked records and blocks many times). Treat items as read-only: a read can return the same
 * object again.
 */
export class ItemShelf<T> implements ReadonlyMap<string, T> {
  private slots = new Map<string, ShelfSlot>();
  private kept = new Map<string, T>();

  /** The items in the order given (more can be added: `add`); an id given twice keeps its first item. */
  constructor(
    private readonly file: ShelfFile,
    items: Iterable<readonly [string, ShelfSlot]> = [],
  ) {
    for (const [id, slot] of items) this.add(id, slot);
  }

  /** Adds the item at `slot` after the others, unless `id` has one already (the first is kept). */
  add(id: string, slot: ShelfSlot): void {
    if (!this.slots.has(id)) this.slots.set(id, slot);
  }

  /**
   * A shelf on the same file with the items `replaced` names (ids it has, at new slots) in place of its own, in the
   * same order; this one is left as it is (a reload: reload-content.ts).
   */
  withReplaced(replaced: Iterable<readonly [string, ShelfSlot]>): ItemShelf<T> {
    const next = new ItemShelf<T>(this.file);
    next.slots = new Map(this.slots);
    next.kept = new Map(this.kept);
    for (const [id, slot] of replaced) {
      next.slots.set(id, slot);
      next.kept.delete(id);
    }
    return next;
  }

  get size(): number {
    return this.slots.size;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  get(id: string): T | undefined {
    const kept = this.kept.get(id);
    if (kept !== undefined) {
      this.kept.delete(id);
      this.kept.set(id, kept);
      return kept;
    }
    const slot = this.slots.get(id);
    if (!slot) return undefined;
    const item = this.file.read(slot) as T;
    if (this.kept.size >= KEPT_ITEMS) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(id, item);
    return item;
  }

  /**
   * The item as `get` reads it, without keeping it: for a pass over many items that each serve once (a collection's
   * sort), which would otherwise push out the items a request reads again and again.
   */
  peek(id: string): T | undefined {
    const kept = this.kept.get(id);
    if (kept !== undefined) return kept;
    const slot = this.slots.get(id);
    return slot ? (this.file.read(slot) as T) : undefined;
  }

  keys(): MapIterator<string> {
    return this.slots.keys();
  }

  *values(): MapIterator<T> {
    for (const id of this.slots.keys()) yield this.get(id) as T;
  }

  *entries(): MapIterator<[string, T]> {
    for (const id of this.slots.keys()) yield [id, this.get(id) as T];
  }

  [Symbol.iterator](): MapIterator<[string, T]> {
    return this.entries();
  }

  forEach(callback: (value: T, key: string, map: ReadonlyMap<string, T>) => void, thisArg?: unknown): void {
    for (const [id, item] of this.entries()) callback.call(thisArg, item, id, this);
  }
}

/** An item of `items` read once: not kept when `items` is a shelf (`ItemShelf.peek`). */
export function readOnce<T>(items: ReadonlyMap<string, T>, id: string): T | undefined {
  return items instanceof ItemShelf ? (items as ItemShelf<T>).peek(id) : items.get(id);
}
