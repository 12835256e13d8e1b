import { defaultLocale, locales, type Locale } from '../config/locales.js';
import { FIRM_TIME_ZONE as TIME_ZONE } from '../page-contract/firm-date.js';
import { madeOnce } from '../i18n/made-once.js';

/** A date (YYYY-MM-DD, read at noon Eastern so it never shifts a day) or an ISO date-time. */
function toDate(value: string): Date {
  return new Date(value.length === 10 ? `${value}T12:00:00-05:00` : value);
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const STYLES = {
  date: { dateStyle: 'long' },
  time: TIME,
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', ...TIME },
  day: { dateStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

/**
 * Formatters are built once per language and style: constructing an Intl.DateTimeFormat costs ~100x a format call,
 * and was a fifth of the build's render time when done per date.
 */
const formatters = madeOnce((iso: string) =>
  madeOnce((style: Style) => new Intl.DateTimeFormat(iso, { ...STYLES[style], timeZone: TIME_ZONE })),
);

function format(value: string, iso: string, style: Style): string {
  return formatters(iso)(style).format(toDate(value));
}

/**
 * The long date of each language, as Intl writes it (`dateStyle: 'long'`, checked against Intl for every day of several
 * years by tests/components/format-date.test.ts), for the calendar dates (YYYY-MM-DD) of cards and articles. Written
 * without Intl because constructing the first Intl.DateTimeFormat of a page is the longest task of its hydration
 * (15–35 ms of one task on this machine, ×4 on Lighthouse's phone), and a calendar date needs no time zone.
 */
const LONG_DATES: Record<
  Locale,
  { months: readonly string[]; write(day: number, month: string, year: number): string }
> = {
  fr: {
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    write: (day, month, year) => `${day} ${month} ${year}`,
  },
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    write: (day, month, year) => `${month} ${day}, ${year}`,
  },
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as readers of `locale` write it: « 12 mars 2026 », “March 12, 2026”. */
export function formatDate(value: string, locale: Locale): string {
  const [, year, month, day] = (CALENDAR_DATE.exec(value) ?? []).map(Number);
  const monthName = LONG_DATES[locale].months[(month ?? 0) - 1];
  // A date-time, or a day the calendar does not have (Intl carries it over to the next month).
  if (
    year === undefined ||
    day === undefined ||
    !monthName ||
    new Date(Date.UTC(year, (month ?? 0) - 1, day)).getUTCDate() !== day
  ) {
    return format(value, locales[locale].iso, 'date');
  }
  return LONG_DATES[locale].write(day, monthName, year);
}

/** A time of day: « 8 h 30 », “8:30 a.m.”. */
export function formatTime(value: string, locale: Locale): string {
  return format(value, locales[locale].iso, 'time');
}

/** A date and its time: « 12 mars 2026 à 8 h 30 », “March 12, 2026 at 8:30 a.m.”. */
export function formatDateTime(value: string, locale: Locale): string {
  return format(value, locales[locale].iso, 'dateTime');
}

/** Whether two date-times fall on the same calendar day in Eastern time. */
export function sameDay(a: string, b: string): boolean {
  const iso = locales[defaultLocale].iso;
  return format(a, iso, 'day') === format(b, iso, 'day');
}
