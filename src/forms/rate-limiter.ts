/** The most clients the limiter remembers at once. */
export const RATE_LIMITER_MAX_KEYS = 10_000;

interface Window {
  start: number;
  count: number;
}

/**
 * A fixed-window limit per key (a client's address and form): `take(key)` says whether one more submission is allowed
 * now, and if not, in how many seconds the window ends (for `Retry-After`). In memory: one service process.
 *
 * The windows live in two generations of maps, never scanned: `current` holds the windows begun since the last turn,
 * `previous` those of the turn before. A turn comes every `windowMs` (everything in `previous` has ended by then and
 * goes) or as soon as `current` holds half of `maxKeys`, so at most `maxKeys` keys are kept however many clients come
 * in one window; a turn forced that way forgets the oldest clients, which only gives them a fresh count. Each request
 * is a few map operations.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = RATE_LIMITER_MAX_KEYS,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  let current = new Map<string, Window>();
  let previous = new Map<string, Window>();
  let turnedAt = now();
  const turn = (time: number) => {
    previous = time - turnedAt >= 2 * windowMs ? new Map() : current;
    current = new Map();
    turnedAt = time;
  };
  return {
    take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const time = now();
      if (time - turnedAt >= windowMs) turn(time);
      let window = current.get(key);
      if (!window) {
        window = previous.get(key);
        previous.delete(key);
        if (!window || time - window.start >= windowMs) window = { start: time, count: 0 };
        if (current.size >= maxKeys / 2) turn(time);
        current.set(key, window);
      } else if (time - window.start >= windowMs) {
        window.start = time;
        window.count = 0;
      }
      if (window.count < limit) {
        window.count += 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
    },
    /** How many clients it remembers now. */
    get size(): number {
      return current.size + previous.size;
    },
  };
}
