import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/http/safe-redirect.js';

const SITE = 'https://www.example.test';
const staysOnSite = (location: string) =>
  new URL(location, SITE).origin === SITE && !location.startsWith('//') && !location.startsWith('/\\');

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/fr/contact/', '/fr/contact/'],
    ['/recherche/?q=parajuriste secretariat', '/recherche/?q=parajuriste%20secretariat'],
    ['/a/?x=1#part', '/a/?x=1#part'],
    ['/caf%C3%A9/', '/caf%C3%A9/'],
    ['/.//evil.com', '/evil.com'],
    ['/%2e//evil.com', '/evil.com'],
    ['/a/..//evil.com', '/evil.com'],
    ['/..//evil.com/path', '/evil.com/path'],
    ['/%2E%2E/%2E//evil.com/', '/evil.com/'],
    ['/a?next=//evil.com', '/a?next=//evil.com'],
  ])('keeps %s on the site as %s', (target, location) => {
    expect(safeRedirect(target)).toBe(location);
    expect(staysOnSite(location)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '/%5c%5cevil.com',
    '/.%2f/evil.com',
    '/%2f/evil.com',
    '/%zz',
    '/a%00',
    '\t//evil.com',
  ])('refuses %j with the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/fr/')).toBe('/fr/');
  });

  it('lets no control character into the header', () => {
    const location = safeRedirect('/a/?x=1\r\nSet-Cookie: a=b#\r\nX: y');
    expect(location).not.toMatch(/[\r\n]/);
    expect(location.startsWith('/a/?x=1')).toBe(true);
    expect(safeRedirect('/a%0d%0aSet-Cookie:%20a=b/')).toBe('/a%0D%0ASet-Cookie:%20a=b/');
  });
});
