import type { ShelfFile, ShelfSlot } from '../../io/shelf-file.js';

/**
 * How many read items a shelf keeps ready: a request's page of records with the records and blocks they link to. At
 * 1,024 the first build of the generated 5,500-page set read items from the file 18,266 times, at 4,096 9,489 times
 * (about one read per item a language shows; ~20 µs of CPU each), the service's peak unchanged (240-244 MB).
 */
export const KEPT_ITEMS = 4096;

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
