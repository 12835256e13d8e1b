/** Counts of the requests a content service received, for tests and diagnostics. */
export interface RequestStats {
  /** Requests received since the start or the last reset. */
  requests: number;
  /** Requests being handled now. */
  inFlight: number;
  /** The most requests handled at once since the start or the last reset. */
  maxInFlight: number;
}

export interface RequestStatsTracker {
  begin(): () => void;
  snapshot(): RequestStats;
  reset(): void;
}

export function createRequestStats(): RequestStatsTracker {
  const stats: RequestStats = { requests: 0, inFlight: 0, maxInFlight: 0 };
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
    snapshot: () => ({ ...stats }),
    reset() {
      stats.requests = 0;
      stats.maxInFlight = stats.inFlight;
    },
  };
}
