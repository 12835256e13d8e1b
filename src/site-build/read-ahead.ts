/** A source of page chunks: one page type in one language. */
export interface ChunkSource<Key, Chunk> {
  key: Key;
  chunks: AsyncIterator<Chunk>;
}

/**
 * The chunks of every source, in source order, each source's next chunk and the next source's first chunk requested
 * while the caller works on the current one. The content API answers one request at a time: without looking ahead
 * it sat idle whenever the build moved to the next page type (a quarter of the pages stage at 20,000 pages). Holds at
 * most two chunks besides the one being used. `fail` turns a source's error into the error thrown.
 */
export async function* readAhead<Key, Chunk>(
  sources: readonly (() => ChunkSource<Key, Chunk>)[],
  fail: (key: Key, error: unknown) => Error,
): AsyncGenerator<{ key: Key; chunk: Chunk }> {
  const open = (index: number) => {
    const make = sources[index];
    if (!make) return null;
    const source = make();
    const first = source.chunks.next();
    first.catch(() => {});
    return { ...source, first };
  };
  let upcoming = open(0);
  for (let index = 0; upcoming; index += 1) {
    const current = upcoming;
    upcoming = open(index + 1);
    let pending = current.first;
    for (;;) {
      const result = await pending.catch((error: unknown) => {
        throw fail(current.key, error);
      });
      if (result.done) break;
      pending = current.chunks.next();
      pending.catch(() => {});
      yield { key: current.key, chunk: result.value };
    }
  }
}
