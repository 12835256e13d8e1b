/**
 * How many hostile inputs each surface's suite tried: every case a suite sends counts once under its surface, and
 * the file prints its counts when it ends (`[hostile] publish queue: 46 inputs`), so a maintainer sees the breadth
 * of each suite in the test output.
 */
import { afterAll } from 'vitest';

const counts = new Map<string, number>();

/** Counts `inputs` hostile inputs tried against `surface`. */
export function countHostile(surface: string, inputs = 1): void {
  counts.set(surface, (counts.get(surface) ?? 0) + inputs);
}

/** Registers the file's report: call once at the top level of a hostile-input test file. */
export function reportHostileCounts(): void {
  afterAll(() => {
    for (const [surface, inputs] of counts) console.log(`[hostile] ${surface}: ${inputs} inputs`);
    counts.clear();
  });
}
