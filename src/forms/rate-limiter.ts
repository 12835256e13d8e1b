/**
 * A fixed-window limit per key (a client's address and form): `take(key)` says whether one more submission is allowed
 * now, and if not, in how many seconds the window ends (for `Retry-After`). In memory: one service process.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const time = now();
      if (windows.size > 10_000) for (const [known, window] of windows) if (time - window.start >= windowMs) windows.delete(known);
      const window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return { allowed: true };
      }
      if (window.count < limit) {
        window.count += 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
    },
  };
}
