import { describe, expect, it } from 'vitest';
import { e164, telHref } from '../../src/page-kit/phone.js';

describe('phone numbers', () => {
  it('are dialable from anywhere: North American numbers get +1', () => {
    expect(e164('514 555-0119')).toBe('+15145550119');
    expect(e164('1-800-555-0100')).toBe('+18005550100');
    expect(e164('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(telHref('(418) 555-0100')).toBe('tel:+14185550100');
  });
});
