/**
 * Reading a token from an `Authorization` header: `Bearer {token}`, or HTTP basic auth whose password is the token
 * (any user name), the two ways a DatoCMS webhook or build trigger can send a secret. The token is compared with
 * {@link sameSecret}, in constant time.
 */
import { sameSecret } from './secret.js';

/** Whether an Authorization header carries `token` (Bearer, or basic auth with the token as password). */
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
