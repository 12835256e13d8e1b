import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, sameDay } from '../../src/components/format-date.js';

describe('dates as readers of each language write them (Eastern time)', () => {
  it.each([
    ['2026-03-12', 'fr', '12 mars 2026'],
    ['2026-03-12', 'en', 'March 12, 2026'],
    ['2026-01-01', 'fr', '1 janvier 2026'],
  ] as const)('formatDate(%s, %s) = %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('formats times and date-times in Eastern time whatever the offset written', () => {
    expect(formatTime('2026-03-12T13:30:00Z', 'fr')).toBe('9 h 30');
    expect(formatTime('2026-03-12T13:30:00Z', 'en')).toMatch(/^9:30\sa\.m\.$/);
    expect(formatDateTime('2026-03-12T13:30:00Z', 'fr')).toBe('12 mars 2026 à 9 h 30');
  });

  it('tells whether two date-times fall on the same Eastern day', () => {
    expect(sameDay('2026-03-12T13:00:00Z', '2026-03-13T03:00:00Z')).toBe(true);
    expect(sameDay('2026-03-12T13:00:00Z', '2026-03-13T05:00:00Z')).toBe(false);
  });
});
