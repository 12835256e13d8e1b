import type { BatchResult } from './page-writer.js';

/** Render batches kept until they are settled in the order they were sent (below). */
export interface BatchesInOrder<Batch> {
  /** Keeps `batch`; resolves once fewer than the limit are still rendering (settling those rendered before it, in order). */
  add(batch: Batch): Promise<void>;
  /** Settles every batch kept, in order. */
  drain(): Promise<void>;
}

/**
 * The render batches a build sent, settled in the order they were sent (sitemap and page-tag order follow it, whichever
 * render thread finishes first), used by the full render stage and the partial one. `add` waits while more than
 * `rendering` batches are not rendered yet, for *any* of them, not the oldest: a render thread done before the other
 * gets the next batch (waiting for the oldest left it idle, 10–20 % of the pages stage at 20,000 pages). The rendered
 * ones wait for those before them, at most four times `rendering` (their pages' paths and states, not their entries).
 */
export function batchesInOrder<Batch extends { result: Promise<BatchResult> }>({
  rendering: limit,
  settle,
}: {
  rendering: number;
  settle: (batch: Batch, result: BatchResult) => Promise<void>;
}): BatchesInOrder<Batch> {
  const kept: { batch: Batch; rendered: boolean }[] = [];
  let rendering = 0;
  let oneRendered: (() => void) | undefined;
  const settleOldest = async () => {
    const oldest = kept.shift();
    if (oldest) await settle(oldest.batch, await oldest.batch.result);
  };
  return {
    async add(batch) {
      const held = { batch, rendered: false };
      const rendered = () => {
        held.rendered = true;
        rendering -= 1;
        oneRendered?.();
      };
      batch.result.then(rendered, rendered);
      kept.push(held);
      rendering += 1;
      while (rendering > limit) {
        await new Promise<void>((resolve) => (oneRendered = resolve));
        while (kept[0]?.rendered) await settleOldest();
      }
      while (kept.length > 4 * limit) await settleOldest();
    },
    async drain() {
      while (kept.length > 0) await settleOldest();
    },
  };
}
