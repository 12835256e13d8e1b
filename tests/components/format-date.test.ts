import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, sameDay } from '../../src/components/format-date.js';
import { localeCodes, locales } from '../../src/config/locales.js';

describe('dates as readers of each language write them (Eastern time)', () => {
  it.each([
    ['2026-03-12', 'fr', '12 mars 2026'],
    ['2026-03-12', 'en', 'March 12, 2026'],
    ['2026-01-01', 'fr', '1 janvier 2026'],
  ] as const)('formatDate(%s, %s) = %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('writes every calendar date of 2020–2035 as Intl does, in each language (the page needs no Intl to hydrate them)', () => {
    const mismatches: string[] = [];
    for (const locale of localeCodes) {
      const intl = new Intl.DateTimeFormat(locales[locale].iso, { dateStyle: 'long', timeZone: 'America/Toronto' });
      for (
        let day = new Date(Date.UTC(2020, 0, 1));
        day.getUTCFullYear() < 2036;
        day.setUTCDate(day.getUTCDate() + 1)
      ) {
        const value = day.toISOString().slice(0, 10);
        const expected = intl.format(new Date(`${value}T12:00:00-05:00`));
        if (formatDate(value, locale) !== expected)
          mismatches.push(`${locale} ${value}: ${formatDate(value, locale)} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('carries a day the month does not have over to the next month, as Intl does', () => {
    expect(formatDate('2026-02-30', 'fr')).toBe('2 mars 2026');
    expect(formatDate('2026-02-30', 'en')).toBe('March 2, 2026');
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
