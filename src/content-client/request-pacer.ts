import { createRateWindow, type RequestRate } from '../content-model/api/request-rate.js';

/** Margin added to each window by the client, for the API's clock and its own rounding. */
const CLIENT_MARGIN_MS = 100;

/**
 * Paces a client's requests to stay within `rate` whatever the delays on the way: `turn()` resolves, in the order
 * the requests asked (each attempt of a retried request asks again), when the next one may start, with the function
 * to call when its answer (or failure) is in. An attempt counts against the windows from its start until it ends,
 * and then at its end time: the API saw it somewhere in between, so a request is never started that the API could
 * count as one too many, however late an earlier one reached it.
 */
export function createRequestPacer(rate: RequestRate, now: () => number = () => performance.now()) {
  const window = createRateWindow(rate, CLIENT_MARGIN_MS);
  let inFlight = 0;
  let wake: (() => void) | undefined;
  let queue: Promise<void> = Promise.resolve();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(() => wake?.(), Math.ceil(ms)) : undefined;
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  return {
    turn(): Promise<() => void> {
      const mine = queue.then(async () => {
        for (let wait = window.waitMs(now(), inFlight); wait > 0; wait = window.waitMs(now(), inFlight))
          await pause(wait);
        inFlight += 1;
      });
      queue = mine;
      return mine.then(() => {
        let ended = false;
        return () => {
          if (ended) return;
          ended = true;
          inFlight -= 1;
          window.record(now());
          wake?.();
        };
      });
    },
  };
}
