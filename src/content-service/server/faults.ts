import { validateFaults, type FaultOptions } from '../../config/fault-spec.js';

/**
 * Fault injection for the embedded content service: a deterministic share of requests answers 429, 5xx, a
 * malformed body, or late, so that the client's retry and timeout paths can be exercised on purpose.
 */

/** What to do with one request. */
export interface FaultDecision {
  outcome: 'ok' | '429' | '5xx' | 'malformed';
  delayMs: number;
}

export interface FaultInjector {
  next(): FaultDecision;
}

const defaultSlowMs = 2000;

/** mulberry32: a small, fast, seedable PRNG; good enough to spread faults, not for anything secret. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createFaultInjector(options: FaultOptions = {}): FaultInjector {
  validateFaults(options);
  const random = seededRandom(options.seed ?? 1);
  const sequence = [...(options.sequence ?? [])];
  const slowMs = options.slowMs ?? defaultSlowMs;
  return {
    next() {
      const forced = sequence.shift();
      if (forced !== undefined) {
        return forced === 'slow' ? { outcome: 'ok', delayMs: slowMs } : { outcome: forced, delayMs: 0 };
      }
      const delayMs = random() < (options.rateSlow ?? 0) ? slowMs : 0;
      let draw = random();
      for (const [outcome, rate] of [
        ['429', options.rate429],
        ['5xx', options.rate5xx],
        ['malformed', options.rateMalformed],
      ] as const) {
        if (draw < (rate ?? 0)) return { outcome, delayMs };
        draw -= rate ?? 0;
      }
      return { outcome: 'ok', delayMs };
    },
  };
}
