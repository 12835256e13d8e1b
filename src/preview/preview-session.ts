import { createHmac } from 'node:crypto';
import type { Auth, RouteHandler } from '../http/route-table.js';
import { sameSecret } from '../http/secret.js';

/** The cookie that holds an editor's preview session. */
export const PREVIEW_COOKIE = 'site_preview';
/** How long a preview session lasts: a working day; after it the editor opens preview again from the CMS. */
export const PREVIEW_SESSION_SECONDS = 12 * 60 * 60;

const signature = (expires: number, token: string) =>
  createHmac('sha256', token).update(`preview:${expires}`).digest('base64url');

/** A session value that expires `PREVIEW_SESSION_SECONDS` after `now`, signed with the preview token. */
export function previewSessionValue(token: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS;
  return `${expires}.${signature(expires, token)}`;
}

/** Whether a session value was signed with `token` and has not expired (changing PREVIEW_TOKEN ends every session). */
export function isPreviewSession(value: string | undefined, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now && sameSecret(match[2] as string, signature(expires, token));
}

/** The value of cookie `name` in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Editors only: a request whose cookie holds a session signed with `token`; any other gets `refuse`, whatever its
 * method (a visitor learns nothing of the preview's paths).
 */
export function previewSessionAuth(token: string, refuse: RouteHandler): Auth {
  return {
    allows: ({ req }) => isPreviewSession(cookieValue(req.headers.cookie, PREVIEW_COOKIE), token),
    refuse,
    scope: 'path',
  };
}

/**
 * The Set-Cookie header of a session (or of its end, with an empty value): HttpOnly, for the whole site. Over HTTPS it
 * is `SameSite=None; Secure; Partitioned` so that it also works inside the CMS's preview frame (a third-party
 * context); over plain HTTP (a local preview) `SameSite=Lax`.
 */
export function previewCookie(value: string, secure: boolean): string {
  const lifetime = value ? PREVIEW_SESSION_SECONDS : 0;
  const site = secure ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${lifetime}; HttpOnly; ${site}`;
}
