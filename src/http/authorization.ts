/**
 * The one reading of an `Authorization` header, and the two ways the servers take a token from it: the publish
 * token (`Bearer {token}`, or HTTP basic auth whose password is the token, any user name: the two ways a DatoCMS
 * webhook or build trigger can send a secret) and the content API's (`Bearer {token}`, or the bare token, as some
 * DatoCMS examples send it). Tokens are compared with {@link sameSecret}, in constant time.
 */
import { sameSecret } from './secret.js';

/** An `Authorization` header's scheme, as sent, and what follows it after the first run of whitespace. */
export interface Authorization {
  scheme: string;
  credentials: string;
}

/** The scheme and credentials of a header (a header with no whitespace is all scheme), or undefined when blank. */
export function parseAuthorization(header: string | undefined): Authorization | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^(\S+)\s+(.*)$/s.exec(value);
  return match ? { scheme: match[1] as string, credentials: match[2] as string } : { scheme: value, credentials: '' };
}

/** The first word of a header's credentials (what follows it is not part of the token). */
const firstWord = (credentials: string) => credentials.split(/\s/, 1)[0] ?? '';

/** Whether an Authorization header carries `token` (Bearer, or basic auth with the token as password). */
export function carriesToken(header: string | undefined, token: string): boolean {
  const parsed = parseAuthorization(header);
  const scheme = parsed?.scheme.toLowerCase();
  const credentials = firstWord(parsed?.credentials ?? '');
  if (scheme === 'bearer') return sameSecret(credentials, token);
  if (scheme === 'basic') {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    return separator !== -1 && sameSecret(decoded.slice(separator + 1), token);
  }
  return false;
}

/** The token of `Bearer {token}` (all that follows the scheme), or the whole header when it is not a Bearer one. */
export function bearerOrBareToken(header: string | undefined): string | undefined {
  const parsed = parseAuthorization(header);
  if (!parsed) return undefined;
  return parsed.scheme.toLowerCase() === 'bearer' && parsed.credentials !== '' ? parsed.credentials : header?.trim();
}
