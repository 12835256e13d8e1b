import { createHmac } from 'node:crypto';
import { sameSecret } from '../http/secret.js';
import { FORM_ENDPOINTS } from './form-endpoints.js';
import type { StoredSubscriber } from './storage/forms-store.js';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a newsletter link does: confirm a sign-up (expires), or unsubscribe (never expires: CASL wants it to work). */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** The newsletter's link endpoints, under its form's. */
export const NEWSLETTER_LINKS: Record<LinkPurpose, string> = {
  confirm: `${FORM_ENDPOINTS.newsletter}/confirm`,
  unsubscribe: `${FORM_ENDPOINTS.newsletter}/unsubscribe`,
};

const signature = (secret: string, purpose: LinkPurpose, id: number, expires: number, email: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${id}\n${expires}\n${email.toLowerCase()}`).digest('base64url');

/**
 * A link's token: `{id}.{expires}.{signature}`, an HMAC-SHA256 over the purpose, the subscriber, the expiry (0: never)
 * and the address, so a token works for one address and one purpose only, and a changed address voids it.
 */
export function linkToken(
  secret: string,
  purpose: LinkPurpose,
  subscriber: Pick<StoredSubscriber, 'id' | 'email'>,
  now: number,
): string {
  const expires = purpose === 'confirm' ? now + CONFIRM_LINK_DAYS * DAY_MS : 0;
  return `${subscriber.id}.${expires}.${signature(secret, purpose, subscriber.id, expires, subscriber.email)}`;
}

/** The subscriber id a token names, before its signature is checked against the subscriber's address. */
export function tokenSubscriberId(token: string): number | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether a token is this subscriber's for `purpose`: `valid`, `expired` (a genuine but old confirmation link) or `invalid`. */
export function checkLinkToken(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  subscriber: Pick<StoredSubscriber, 'id' | 'email'>,
  now: number,
): 'valid' | 'expired' | 'invalid' {
  const [id, expires, given] = token.split('.');
  if (Number(id) !== subscriber.id || given === undefined || expires === undefined) return 'invalid';
  if (!sameSecret(given, signature(secret, purpose, subscriber.id, Number(expires), subscriber.email)))
    return 'invalid';
  return Number(expires) !== 0 && Number(expires) < now ? 'expired' : 'valid';
}

/** When a confirmation link's token was made (its expiry less its lifetime), to tell a link sent before a change asked for. */
export function confirmTokenIssuedAt(token: string): number {
  return Number(token.split('.')[1]) - CONFIRM_LINK_DAYS * DAY_MS;
}

/** The absolute URL of a newsletter link on the service's public origin, in the subscriber's language. */
export function newsletterLink(origin: string, purpose: LinkPurpose, token: string, lang: string): string {
  const url = new URL(NEWSLETTER_LINKS[purpose], origin);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  return url.href;
}
