/**
 * When set, the content service a build starts in a child process writes its RequestStats (JSON) to this file as it
 * stops: the bench reads how many content requests a build made.
 */
export const REQUEST_STATS_FILE_VARIABLE = 'CONTENT_REQUEST_STATS_FILE';

/** Counts of the requests a content service received, for tests and diagnostics. */
export interface RequestStats {
  /** Requests received since the start or the last reset. */
  requests: number;
  /** Requests being handled now. */
  inFlight: number;
  /** The most requests handled at once since the start or the last reset. */
  maxInFlight: number;
  /** Requests answered 429 because the service's rate limit was reached (none without a limit). */
  rateLimited: number;
  /** Requests answered from the answers kept (answer-cache.ts) rather than executed. */
  cached: number;
}

export interface RequestStatsTracker {
  begin(): () => void;
  /** Counts a request refused by the rate limit. */
  limited(): void;
  /** Counts a request answered from the answers kept. */
  cached(): void;
  snapshot(): RequestStats;
  reset(): void;
}

export function createRequestStats(): RequestStatsTracker {
  const stats: RequestStats = { requests: 0, inFlight: 0, maxInFlight: 0, rateLimited: 0, cached: 0 };
  return {
    begin() {
      stats.requests += 1;
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        stats.inFlight -= 1;
      };
    },
    limited() {
      stats.rateLimited += 1;
    },
    cached() {
      stats.cached += 1;
    },
    snapshot: () => ({ ...stats }),
    reset() {
      stats.requests = 0;
      stats.rateLimited = 0;
      stats.cached = 0;
      stats.maxInFlight = stats.inFlight;
    },
  };
}
