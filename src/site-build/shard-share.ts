import { createHash } from 'node:crypto';

/** One of the N disjoint shares of a build's pages: the K-th (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** `K/N` as given to `npm run build -- --shard K/N`, checked: 1 ≤ K ≤ N. */
export function parseShard(text: string): Shard {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard must be K/N with 1 ≤ K ≤ N (for example 2/3), got "${text}"`);
  }
  return { index, count };
}

/**
 * The share (1-based) a page path belongs to, of `count`: from a hash of the path, so the same page lands in the same
 * share on every machine and every build, and the shares hold about as many pages each whatever the page types.
 */
export function shareOfPath(path: string, count: number): number {
  return (createHash('sha256').update(path).digest().readUInt32BE(0) % count) + 1;
}
