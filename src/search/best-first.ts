/**
 * A query's matches, as places in the engine's records: best first, or, with `scores` (one per place), in no order
 * (ranked by score, higher first, then by place: only the hits shown are ranked, see {@link bestFirst}).
 */
export interface Matches {
  positions: Uint32Array;
  scores?: Float64Array;
}

/** The places of `matches`' best `count`, best first: a bounded heap, not a sort of every match (a one-letter prefix matches most records). */
export function bestFirst({ positions, scores }: Matches, count: number): number[] {
  if (!scores) return Array.from(positions.subarray(0, count));
  const worse = (a: number, b: number) =>
    (scores[a] as number) < (scores[b] as number) ||
    (scores[a] === scores[b] && (positions[a] as number) > (positions[b] as number));
  /** Indexes into `positions`, the worst kept at the root. */
  const heap: number[] = [];
  const sink = (from: number) => {
    for (let at = from; ; ) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let worst = at;
      if (left < heap.length && worse(heap[left] as number, heap[worst] as number)) worst = left;
      if (right < heap.length && worse(heap[right] as number, heap[worst] as number)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  };
  for (let match = 0; match < positions.length && count > 0; match += 1) {
    if (heap.length < count) {
      heap.push(match);
      for (
        let at = heap.length - 1;
        at > 0 && worse(heap[at] as number, heap[(at - 1) >> 1] as number);
        at = (at - 1) >> 1
      ) {
        [heap[at], heap[(at - 1) >> 1]] = [heap[(at - 1) >> 1] as number, heap[at] as number];
      }
    } else if (worse(heap[0] as number, match)) {
      heap[0] = match;
      sink(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)).map((match) => positions[match] as number);
}
