import { describe, expect, it } from 'vitest';
import { bearerOrBareToken, carriesToken, parseAuthorization } from '../../src/http/authorization.js';

describe('the Authorization header', () => {
  it('is read once: its scheme, and what follows the first run of whitespace', () => {
    expect(parseAuthorization(undefined)).toBeUndefined();
    expect(parseAuthorization('   ')).toBeUndefined();
    expect(parseAuthorization(' Bearer  a b ')).toEqual({ scheme: 'Bearer', credentials: 'a b' });
    expect(parseAuthorization('token')).toEqual({ scheme: 'token', credentials: '' });
  });

  it('gives the content API its token: Bearer’s, else the whole header', () => {
    expect(bearerOrBareToken('Bearer abc')).toBe('abc');
    expect(bearerOrBareToken('bearer abc def')).toBe('abc def');
    expect(bearerOrBareToken(' abc ')).toBe('abc');
    expect(bearerOrBareToken('Bearer')).toBe('Bearer');
    expect(bearerOrBareToken('Basic  x')).toBe('Basic  x');
    expect(bearerOrBareToken('')).toBeUndefined();
  });

  it('gives the publish token the first word after Bearer, or basic auth’s password', () => {
    expect(carriesToken('Bearer tok extra', 'tok')).toBe(true);
    expect(carriesToken(`Basic ${Buffer.from('user:tok').toString('base64')}`, 'tok')).toBe(true);
    expect(carriesToken('tok', 'tok')).toBe(false);
    expect(carriesToken('Bearer', 'tok')).toBe(false);
  });
});
