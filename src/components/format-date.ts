import { locales, type Locale } from '../config/locales.js';

/** The firm's time zone: every date and time of the site is shown in Eastern time. */
const TIME_ZONE = 'America/Toronto';

/** A date (YYYY-MM-DD, read at noon Eastern so it never shifts a day) or an ISO date-time. */
function toDate(value: string): Date {
  return new Date(value.length === 10 ? `${value}T12:00:00-05:00` : value);
}

function format(value: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locales[locale].iso, { ...options, timeZone: TIME_ZONE }).format(toDate(value));
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A date as readers of `locale` write it: « 12 mars 2026 », “March 12, 2026”. */
export function formatDate(value: string, locale: Locale): string {
  return format(value, locale, { dateStyle: 'long' });
}

/** A time of day: « 8 h 30 », “8:30 a.m.”. */
export function formatTime(value: string, locale: Locale): string {
  return format(value, locale, TIME);
}

/** A date and its time: « 12 mars 2026 à 8 h 30 », “March 12, 2026 at 8:30 a.m.”. */
export function formatDateTime(value: string, locale: Locale): string {
  return format(value, locale, { year: 'numeric', month: 'long', day: 'numeric', ...TIME });
}

/** Whether two date-times fall on the same calendar day in Eastern time. */
export function sameDay(a: string, b: string): boolean {
  const day = (value: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: TIME_ZONE }).format(toDate(value));
  return day(a) === day(b);
}
