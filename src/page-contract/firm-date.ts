/** The firm's time zone: every date and time of the site is shown, and every "today" decided, in Eastern time. */
export const FIRM_TIME_ZONE = 'America/Toronto';

/** Made on first use: a page's code builds no Intl.DateTimeFormat it does not need (the first one is a long task). */
let dayFormat: Intl.DateTimeFormat | undefined;

/** The firm's calendar date (YYYY-MM-DD) at `time` (ms since epoch). */
export function firmDate(time: number): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FIRM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(dayFormat.formatToParts(time).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
