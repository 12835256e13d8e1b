/** Exponential backoff with "equal jitter": retry n waits 2^n·base/2 to 2^n·base, at most capMs. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * The wait a 429 asks for: `X-RateLimit-Reset` seconds (fractions allowed) plus up to 20 % jitter, capped at
 * capMs; undefined when the header is missing or not a number.
 */
export function rateLimitDelay(
  resetHeader: string | null,
  capMs: number,
  random: () => number = Math.random,
): number | undefined {
  const seconds = resetHeader === null || resetHeader.trim() === '' ? Number.NaN : Number(resetHeader);
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.round(Math.min(capMs, seconds * 1000 * (1 + 0.2 * random())));
}
