import { locales, type Locale } from '../config/locales.js';

/** A date (YYYY-MM-DD or ISO date-time) as readers of `locale` write it, in Eastern time. */
export function formatDate(value: string, locale: Locale, withTime = false): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00-05:00` : value);
  return new Intl.DateTimeFormat(locales[locale].iso, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Toronto',
  }).format(date);
}
