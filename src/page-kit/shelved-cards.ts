import { ShelfFile, type ShelfSlot } from '../content/store/item-shelf.js';
import type { CardData } from '../runtime/page-view.js';

/** What a streamed hub reads of its cards: how many there are, and a page's share of them, in the hub's order. */
export interface CardList {
  readonly length: number;
  slice(start: number, end: number): CardData[];
}

/**
 * A hub's cards kept in a temporary file (each as its JSON text, `ShelfFile`) and read back a page's share at a time:
 * what a build holds of the hub is each card's place in the file and its sort key, not the cards, so the hub's memory
 * does not grow with its collection (the news hub's 14,790 cards at 100,000 pages, their images' responsive data
 * included, were the largest thing the build kept). `pages` gives the cards as the collection's pages come; they are
 * put in order by their keys, cards of equal keys in the order they came (as a stable sort of the whole list does).
 */
export async function shelvedCards(
  pages: AsyncIterable<readonly CardData[]>,
  sortKey: (card: CardData) => string,
  compare: (a: string, b: string) => number,
): Promise<CardList> {
  const file = new ShelfFile();
  const slots: ShelfSlot[] = [];
  const keys: string[] = [];
  for await (const cards of pages) {
    for (const card of cards) {
      slots.push(file.add(card));
      keys.push(sortKey(card));
    }
  }
  const ordered = slots.map((_, index) => index).sort((a, b) => compare(keys[a] as string, keys[b] as string)).map((index) => slots[index] as ShelfSlot);
  return {
    length: ordered.length,
    slice: (start, end) => ordered.slice(start, end).map((slot) => file.read(slot) as CardData),
  };
}
