import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether two secrets are equal, compared in constant time (their digests, so lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether an Authorization header carries `token`: `Bearer {token}`, or HTTP basic auth whose password is the token
 * (any user name), the two ways a DatoCMS webhook or build trigger can send a secret. Compared in constant time.
 */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  if (!authorization) return false;
  const [scheme = '', credentials = ''] = authorization.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return sameSecret(credentials, token);
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    return separator !== -1 && sameSecret(decoded.slice(separator + 1), token);
  }
  return false;
}
