import { createRateWindow, type RequestRate } from '../server/request-rate.js';

/** Margin added to each window by the client: a request's arrival at the API lags its start by a varying delay. */
const CLIENT_MARGIN_MS = 100;

/**
 * Paces a client's requests to stay within `rate`: `turn()` resolves when the next request may start, in the order
 * they asked (each attempt of a retried request asks again).
 */
export function createRequestPacer(rate: RequestRate, now: () => number = () => performance.now()) {
  const window = createRateWindow(rate, CLIENT_MARGIN_MS);
  let queue: Promise<void> = Promise.resolve();
  return {
    turn(): Promise<void> {
      const mine = queue.then(async () => {
        for (let wait = window.waitMs(now()); wait > 0; wait = window.waitMs(now())) {
          await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
        }
        window.record(now());
      });
      queue = mine;
      return mine;
    },
  };
}
