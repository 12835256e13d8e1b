/**
 * Comparing secrets (API keys, tokens, signatures) in constant time. Every server compares a credential it was sent
 * with the one it expects here, never with `===`: both are hashed (SHA-256) and the digests compared with
 * `crypto.timingSafeEqual`, so neither the position of the first difference nor the expected secret's length shows
 * in the time an answer takes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` equals `expected`, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
