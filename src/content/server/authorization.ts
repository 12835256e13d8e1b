import { sameSecret } from '../../http/secret.js';

export type AuthorizationCheck = { ok: true } | { ok: false; message: string };

/** Checks an `Authorization` header: `Bearer <token>` or, as some DatoCMS examples send it, the bare token. */
export function checkAuthorization(header: string | undefined, token: string): AuthorizationCheck {
  const value = header?.trim();
  if (!value) return { ok: false, message: 'Missing Authorization header: send "Authorization: Bearer <token>"' };
  const candidate = /^Bearer\s+/i.test(value) ? value.replace(/^Bearer\s+/i, '') : value;
  return sameSecret(candidate, token) ? { ok: true } : { ok: false, message: 'Invalid API token' };
}
