/** How many requests a content API accepts from one token: at most `perSecond` in any second, `perMinute` in any minute. */
export interface RequestRate {
  perSecond: number;
  perMinute: number;
}

/** DatoCMS's limits at the origin, per token (its technical limits page): beyond them it answers 429. */
export const DATOCMS_REQUEST_RATE: RequestRate = { perSecond: 40, perMinute: 1000 };

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

/**
 * Sliding windows over the times of the last minute's requests: how long a request starting `now` must wait to stay
 * within `rate` (0: it may start; `marginMs` longer windows; `pending` requests not recorded yet count as never
 * leaving the windows, Infinity when they alone fill one), and `record(now)` once it starts. The embedded service
 * limits with it, the client paces with it.
 */
export function createRateWindow(rate: RequestRate, marginMs = 0) {
  if (!(rate.perSecond >= 1 && rate.perMinute >= 1))
    throw new Error('A request rate allows at least one request a second and a minute');
  const starts: number[] = [];
  return {
    waitMs(now: number, pending = 0): number {
      while (starts.length > 0 && (starts[0] as number) <= now - MINUTE_MS - marginMs) starts.shift();
      const waitFor = (limit: number, spanMs: number): number => {
        if (pending >= limit) return Infinity;
        const oldest = starts[starts.length - (limit - pending)];
        return oldest === undefined ? 0 : oldest + spanMs + marginMs - now;
      };
      return Math.max(0, waitFor(rate.perMinute, MINUTE_MS), waitFor(rate.perSecond, SECOND_MS));
    },
    /** Times may come slightly out of order (a server records arrivals, handled in any order): kept sorted. */
    record(now: number): void {
      let at = starts.length;
      while (at > 0 && (starts[at - 1] as number) > now) at -= 1;
      starts.splice(at, 0, now);
    },
  };
}
