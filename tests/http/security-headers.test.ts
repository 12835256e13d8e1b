import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../src/http/security-headers.js';

const base = { tagManager: false, hostedSearch: false };

describe('security headers', () => {
  it('send HSTS over HTTPS only', () => {
    expect(securityHeaders({ ...base, https: true })['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(securityHeaders({ ...base, https: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('allow scripts from the site only, framing by the site and the origins given', () => {
    const policy = contentSecurityPolicy({ ...base, frameAncestors: ['https://plugins-cdn.datocms.com'] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'self' https://plugins-cdn.datocms.com");
    expect(securityHeaders({ ...base, https: false })).toMatchObject({
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('allow the inline scripts given by hash, never any inline script', () => {
    const policy = contentSecurityPolicy({ ...base, scriptHashes: ['sha256-abc='] });
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
