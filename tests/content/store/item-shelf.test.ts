import { describe, expect, it } from 'vitest';
import { ItemShelf, KEPT_ITEMS, readOnce } from '../../../src/content-service/store/item-shelf.js';
import { ShelfFile } from '../../../src/io/shelf-file.js';

const item = (n: number) => ({
  id: `item-${n}`,
  fields: { title: `Titre ${n} – l’été`, missing: undefined, list: [n, null] },
  localizedFields: {
    body: { 'fr-CA': { value: { schema: 'dast', document: { type: 'root', children: [] } }, blocks: [] } },
  },
});

describe('ItemShelf', () => {
  it('reads back every item as it was put in (more than a write run, more than it keeps), in order', () => {
    const count = KEPT_ITEMS + 500;
    const file = new ShelfFile();
    const shelf = new ItemShelf<ReturnType<typeof item>>(
      file,
      Array.from({ length: count }, (_, n) => [`item-${n}`, file.add(item(n))] as const),
    );
    expect(shelf.size).toBe(count);
    expect([...shelf.values()].map((read) => read.id)).toEqual(Array.from({ length: count }, (_, n) => `item-${n}`));
    for (const n of [0, 7, count - 1]) {
      const read = shelf.get(`item-${n}`);
      expect(read).toEqual(item(n));
    }
    expect(shelf.get('item-0')).toBe(shelf.get('item-0'));
    expect(shelf.get('constructor')).toBeUndefined();
    expect(shelf.has('constructor')).toBe(false);
  });

  it('keeps the first item of an id given twice', () => {
    const file = new ShelfFile();
    const shelf = new ItemShelf(file, [
      ['a', file.add({ n: 1 })],
      ['a', file.add({ n: 2 })],
    ]);
    expect(shelf.size).toBe(1);
    expect(shelf.get('a')).toEqual({ n: 1 });
  });

  it('reads an item once without pushing out the items it keeps (a pass over a whole collection)', () => {
    const file = new ShelfFile();
    const shelf = new ItemShelf<ReturnType<typeof item>>(
      file,
      Array.from({ length: KEPT_ITEMS * 2 }, (_, n) => [`item-${n}`, file.add(item(n))] as const),
    );
    const kept = shelf.get('item-0');
    for (let n = 1; n < KEPT_ITEMS * 2; n += 1) expect(readOnce(shelf, `item-${n}`)).toEqual(item(n));
    expect(shelf.get('item-0')).toBe(kept);
    expect(readOnce(shelf, 'item-0')).toBe(kept);
    expect(readOnce(shelf, 'item-1')).not.toBe(readOnce(shelf, 'item-1'));
    expect(readOnce(new Map([['a', 1]]), 'a')).toBe(1);
  });
});
