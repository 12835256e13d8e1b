import { previewSessionValue, PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS } from '../../src/preview/preview-session.js';
import { HUGE_HEADER, type HostileRequest } from './raw-http.js';

/**
 * The preview server's hostile requests, with their status: forged sessions and
 * tokens, and, with a valid session, paths in every encoding. A path refused for its shape gets the same answer
 * whatever exists on disk (`present` is a file beside the bundle folder, `absent` is not).
 */
export function previewHostileRequests(token: string, cookie: string): HostileRequest[] {
  const session = { Cookie: cookie };
  const forged = (value: string) => ({ Cookie: `${PREVIEW_COOKIE}=${value}` });
  const expired = previewSessionValue(token, Date.now() - (PREVIEW_SESSION_SECONDS + 60) * 1000);
  const links = (query: string, body: string, headers: Record<string, string> = {}): HostileRequest => ({
    name: '',
    method: 'POST',
    target: `/api/preview/links?${query}`,
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    status: 0,
  });
  const valid = JSON.stringify({ item: { id: 'x' }, itemType: { attributes: { api_key: 'single_news' } } });
  const present = 'package.json';
  const absent = 'no-such-file-anywhere.json';
  return [
    { name: 'no session', target: '/', status: 401 },
    { name: 'no session, traversal', target: `/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f${present}`, status: 401 },
    {
      name: 'forged session, made-up signature',
      target: '/',
      headers: forged(`9999999999.${'A'.repeat(43)}`),
      status: 401,
    },
    { name: 'forged session, expired', target: '/', headers: forged(expired), status: 401 },
    {
      name: 'forged session, signed with another token',
      target: '/',
      headers: forged(previewSessionValue('another-token-0123456789')),
      status: 401,
    },
    { name: 'forged session, the token itself', target: '/', headers: forged(token), status: 401 },
    {
      name: 'forged session, a valid one with a byte more',
      target: '/',
      headers: { Cookie: `${cookie}A` },
      status: 401,
    },
    {
      name: 'forged session, under another cookie name',
      target: '/',
      headers: { Cookie: cookie.replace(PREVIEW_COOKIE, `${PREVIEW_COOKIE}_x`) },
      status: 401,
    },
    { name: 'forged session, in the query string', target: `/?${cookie}`, status: 401 },
    { name: 'token, missing', target: '/api/preview?redirect=/', status: 401 },
    { name: 'token, one character short', target: `/api/preview?token=${token.slice(0, -1)}`, status: 401 },
    { name: 'token, one character more', target: `/api/preview?token=${token}x`, status: 401 },
    { name: 'token, in upper case', target: `/api/preview?token=${token.toUpperCase()}`, status: 401 },
    { name: 'token, a wrong one first', target: `/api/preview?token=x&token=${token}`, status: 401 },
    {
      name: 'token, in a header instead',
      target: '/api/preview',
      headers: { Authorization: `Bearer ${token}` },
      status: 401,
    },
    { ...links('token=wrong', valid), name: 'links, wrong token', status: 401 },
    { ...links(`token=${token}`, '{"item": '), name: 'links, malformed JSON', status: 400 },
    { ...links(`token=${token}`, '[1, 2'), name: 'links, truncated JSON', status: 400 },
    { ...links(`token=${token}`, '{"item": "nope"}'), name: 'links, JSON of another shape', status: 400 },
    { ...links(`token=${token}`, `"${'x'.repeat(300 * 1024)}"`), name: 'links, a body past its limit', status: 413 },
    {
      ...links(`token=${token}`, valid),
      slowBody: { chunks: [valid.slice(0, 20), valid.slice(20)], pauseMs: 100 },
      name: 'links, a slow body (read whole)',
      status: 200,
    },
    { name: 'links, GET', target: `/api/preview/links?token=${token}`, status: 405 },
    { name: 'links, DELETE', method: 'DELETE', target: `/api/preview/links?token=${token}`, status: 405 },
    { name: 'a page, POST', method: 'POST', target: '/', headers: session, body: 'x=1', status: 405 },
    { name: 'a page, PUT', method: 'PUT', target: '/carriere/', headers: session, body: 'x', status: 405 },
    {
      name: 'traversal, all encoded, to a file that exists',
      target: `/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f${present}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, all encoded, to a file that does not',
      target: `/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f${absent}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, encoded slash, to a file that exists',
      target: `/..%2f..%2f..%2f..%2f${present}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, encoded slash, to a file that does not',
      target: `/..%2f..%2f..%2f..%2f${absent}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, encoded backslash, to a file that exists',
      target: `/..%5c..%5c..%5c..%5c${present}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, encoded backslash, to a file that does not',
      target: `/..%5c..%5c..%5c..%5c${absent}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, backslash, to a file that exists',
      target: `/..\\..\\..\\..\\${present}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, backslash, to a file that does not',
      target: `/..\\..\\..\\..\\${absent}`,
      headers: session,
      status: 403,
    },
    {
      name: 'traversal, encoded dots, to a file that exists',
      target: `/%2e%2e/%2e%2e/%2e%2e/%2e%2e/${present}`,
      headers: session,
      status: 404,
    },
    {
      name: 'traversal, encoded dots, to a file that does not',
      target: `/%2e%2e/%2e%2e/%2e%2e/%2e%2e/${absent}`,
      headers: session,
      status: 404,
    },
    { name: 'traversal, plain', target: `/../../../../${present}`, headers: session, status: 404 },
    {
      name: '//host renders no other page',
      target: '//evil.example/',
      headers: session,
      status: 404,
      absentHeader: 'location',
    },
    { name: '/%2e//host stays on the site', target: '/%2e//evil.example/x', headers: session, status: 301 },
    { name: 'NUL, encoded', target: '/carriere/%00/', headers: session, status: 400 },
    { name: 'a lone percent', target: '/%/', headers: session, status: 400 },
    { name: 'invalid UTF-8', target: '/%c3%28/', headers: session, status: 400 },
    {
      name: 'CRLF, encoded, in a redirect (no header injected)',
      target: '/carriere%0d%0aX-Injected:%20yes',
      headers: session,
      status: 301,
      absentHeader: 'x-injected',
    },
    {
      name: 'CRLF in redirect= (no header injected)',
      target: `/api/preview?token=${token}&redirect=/%0d%0aX-Injected:%20yes`,
      status: 303,
      absentHeader: 'x-injected',
    },
    { name: 'unicode and control characters', target: '/%E2%80%AE%01%7f/', headers: session, status: 404 },
    { name: 'a huge header', target: '/', headers: { ...session, ...HUGE_HEADER }, status: 431 },
  ];
}
