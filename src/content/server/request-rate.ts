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
 * Sliding windows over the start times of the last minute's requests (at most `perMinute` times kept): how long a
 * request starting `now` must wait to stay within `rate` (0: it may start; `marginMs` longer windows), and
 * `record(now)` once it starts. The embedded service limits with it, the client paces with it.
 */
export function createRateWindow(rate: RequestRate, marginMs = 0) {
  if (!(rate.perSecond >= 1 && rate.perMinute >= 1)) throw new Error('A request rate allows at least one request a second and a minute');
  const starts: number[] = [];
  return {
    waitMs(now: number): number {
      while (starts.length > 0 && (starts[0] as number) <= now - MINUTE_MS - marginMs) starts.shift();
      let wait = 0;
      if (starts.length >= rate.perMinute) wait = (starts[starts.length - rate.perMinute] as number) + MINUTE_MS + marginMs - now;
      if (starts.length >= rate.perSecond) {
        wait = Math.max(wait, (starts[starts.length - rate.perSecond] as number) + SECOND_MS + marginMs - now);
      }
      return Math.max(0, wait);
    },
    /** Times may come slightly out of order (a server records arrivals, handled in any order): kept sorted. */
    record(now: number): void {
      let at = starts.length;
      while (at > 0 && (starts[at - 1] as number) > now) at -= 1;
      starts.splice(at, 0, now);
    },
  };
}
