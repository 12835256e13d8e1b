/** A source of page chunks: one page type in one language. */
export interface ChunkSource<Key, Chunk> {
  key: Key;
  chunks: AsyncIterator<Chunk>;
}

/** How far to read ahead: the pages a chunk holds, and how many pages may wait read before the next is asked for. */
export interface ReadAheadLimit<Chunk> {
  pagesOf(chunk: Chunk): number;
  pages: number;
}

/** Every source's chunks, one after the other, a source's error turned by `fail` into the error thrown. */
async function* inOrder<Key, Chunk>(
  sources: readonly (() => ChunkSource<Key, Chunk>)[],
  fail: (key: Key, error: unknown) => Error,
): AsyncGenerator<{ key: Key; chunk: Chunk }> {
  for (const make of sources) {
    const { key, chunks } = make();
    for (;;) {
      const result = await chunks.next().catch((error: unknown) => {
        throw fail(key, error);
      });
      if (result.done) break;
      yield { key, chunk: result.value };
    }
  }
}

/**
 * The chunks of every source, in source order, the next ones asked for while the caller works on the current one: one
 * request at a time, across page types (without looking ahead, the content API sat idle whenever the build moved to
 * the next page type: a quarter of the pages stage at 20,000 pages), and only while fewer than `limit.pages` pages wait
 * read. A run of one-page types is read ahead several at a time; a type of thousands, one full chunk ahead. What the
 * build holds is so bounded by pages, not chunks: with two full chunks ahead, the main thread's live heap grew by a
 * fifth between a set that does not fill them (2,000 pages) and one that does.
 */
export async function* readAhead<Key, Chunk>(
  sources: readonly (() => ChunkSource<Key, Chunk>)[],
  fail: (key: Key, error: unknown) => Error,
  limit: ReadAheadLimit<Chunk>,
): AsyncGenerator<{ key: Key; chunk: Chunk }> {
  const chunks = inOrder(sources, fail);
  const asked: Promise<IteratorResult<{ key: Key; chunk: Chunk }>>[] = [];
  let waitingPages = 0;
  let asking = false;
  let ended = false;
  const askNext = () => {
    if (asking || ended || waitingPages >= limit.pages) return;
    asking = true;
    const next = chunks.next().then((result) => {
      asking = false;
      if (result.done) ended = true;
      else waitingPages += limit.pagesOf(result.value.chunk);
      askNext();
      return result;
    });
    next.catch(() => {});
    asked.push(next);
  };
  askNext();
  for (;;) {
    const result = await (asked.shift() as (typeof asked)[number]);
    if (result.done) return;
    waitingPages -= limit.pagesOf(result.value.chunk);
    askNext();
    yield result.value;
  }
}
