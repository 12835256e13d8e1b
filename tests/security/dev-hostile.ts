import { HUGE_HEADER, type HostileRequest } from './raw-http.js';

/**
 * The dev server's hostile requests, with their status: traversal, redirects off the site and header injection, for
 * its own routes and Vite's. It listens on 127.0.0.1 only, and serves the project's sources
 * (Vite's nature): nothing outside the project, and nothing Vite denies (.git).
 */
export const DEV_HOSTILE_REQUESTS: HostileRequest[] = [
  { name: 'a file outside the project through Vite', target: '/@fs/etc/passwd', status: 403 },
  { name: 'a file outside the project through Vite, as raw text', target: '/@fs/etc/passwd?raw', status: 403 },
  { name: 'a file Vite denies', target: '/.git/config', status: 403 },
  { name: 'traversal (a page path, redirected on the site)', target: '/../../../../etc/passwd', status: 301 },
  {
    name: 'traversal, encoded dots (a page path, redirected on the site)',
    target: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    status: 301,
  },
  { name: 'traversal, encoded slash', target: '/..%2f..%2f..%2fetc/passwd', status: 403 },
  { name: 'traversal, encoded backslash', target: '/..%5c..%5c..%5cetc/passwd', status: 403 },
  { name: 'traversal, backslash', target: '/..\\..\\..\\etc/passwd', status: 403 },
  { name: 'traversal out of the uploads', target: '/uploads/..%2f..%2f..%2fetc/passwd', status: 403 },
  { name: '//host renders no redirect', target: '//evil.example/', status: 404, absentHeader: 'location' },
  { name: '/.//host stays on the site', target: '/.//evil.example/x', status: 301 },
  { name: '/%2e//host stays on the site', target: '/%2e//evil.example/x', status: 301 },
  { name: '/a/..//host stays on the site', target: '/a/..//evil.example/x', status: 301 },
  { name: 'NUL, encoded', target: '/carriere/%00/', status: 400 },
  { name: 'a lone percent', target: '/%/', status: 400 },
  { name: 'invalid UTF-8', target: '/%c3%28/', status: 400 },
  {
    name: 'CRLF, encoded, in a redirect (no header injected)',
    target: '/carriere%0d%0aX-Injected:%20yes',
    status: 301,
    absentHeader: 'x-injected',
  },
  { name: 'unicode and control characters', target: '/%E2%80%AE%01%7f/', status: 404 },
  { name: 'a payload of no page', target: '/pas-de-page/payload.json', status: 404 },
  { name: 'a page, POST', method: 'POST', target: '/', body: 'x=1', status: 405 },
  { name: 'a page, DELETE', method: 'DELETE', target: '/carriere/', status: 405 },
  { name: 'a huge header', target: '/', headers: HUGE_HEADER, status: 431 },
];
