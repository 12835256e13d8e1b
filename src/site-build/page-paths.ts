/**
 * A 64-bit hash of a path: two 32-bit multiply-xor lanes mixed together (cyrb53's, kept at 64 bits). Not
 * cryptographic, well spread, about a microsecond a path (SHA-1 through node:crypto took eight).
 */
function pathHash(path: string): bigint {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < path.length; index++) {
    const code = path.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (BigInt(h2 >>> 0) << 32n) | BigInt(h1 >>> 0);
}

/**
 * The paths of the pages a build wrote, and the page type of each, to refuse two pages on one path. Keeps a 64-bit
 * hash of each path instead of the path itself: about 60 bytes of the main thread's heap a page instead of about 135
 * (6 MB instead of 14 MB at 107,000 pages). Two different paths share a hash with a probability of about 3 × 10⁻¹⁰
 * at 100,000 pages.
 */
export class PagePaths {
  private readonly owners = new Map<bigint, string>();

  /** Records that `pageName` wrote `path`; returns the page type that wrote it before, if one did. */
  add(path: string, pageName: string): string | undefined {
    const key = pathHash(path);
    const previous = this.owners.get(key);
    if (previous === undefined) this.owners.set(key, pageName);
    return previous;
  }

  has(path: string): boolean {
    return this.owners.has(pathHash(path));
  }

  get size(): number {
    return this.owners.size;
  }
}
