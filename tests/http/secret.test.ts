import { describe, expect, it } from 'vitest';
import { carriesToken } from '../../src/http/authorization.js';
import { sameSecret } from '../../src/http/secret.js';

const SECRET = 'ad3140000000000000000000000000ff';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('sameSecret', () => {
  it('accepts the same secret', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret('clé-é', 'clé-é')).toBe(true);
  });

  it.each([
    ['one character off', SECRET.replace(/f$/, 'e')],
    ['shorter', SECRET.slice(0, -1)],
    ['longer', `${SECRET}0`],
    ['empty', ''],
    ['a prefix of a longer secret', SECRET.slice(0, 8)],
    ['another case', SECRET.toUpperCase()],
    ['with a NUL', `${SECRET}\0`],
  ])('refuses a secret %s, without throwing on the length', (_what, given) => {
    expect(sameSecret(given, SECRET)).toBe(false);
  });

  it('refuses anything when the expected secret is empty but the given one is not', () => {
    expect(sameSecret('x', '')).toBe(false);
  });
});

describe('carriesToken', () => {
  it.each([[`Bearer ${SECRET}`], [`bearer   ${SECRET}`], [basic('datocms', SECRET)], [basic('', SECRET)]])(
    'accepts %s',
    (header) => {
      expect(carriesToken(header, SECRET)).toBe(true);
    },
  );

  it.each([
    [undefined],
    [''],
    [SECRET],
    [`Bearer ${SECRET.slice(1)}`],
    [`Bearer ${SECRET}x`],
    [`Token ${SECRET}`],
    [basic(SECRET, 'wrong')],
    [`Basic ${Buffer.from(SECRET).toString('base64')}`],
    ['Basic %%%not-base64%%%'],
    ['Bearer'],
  ])('refuses %s', (header) => {
    expect(carriesToken(header, SECRET)).toBe(false);
  });
});
