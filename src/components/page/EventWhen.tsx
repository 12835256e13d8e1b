import { formatDate, formatDateTime, formatTime, sameDay } from '../format-date.js';
import { useLocale } from '../site-context.js';

/**
 * When an event takes place, in the page's language: « 12 mars 2026, 8 h 00 – 10 h 30 » on one day, both dates and
 * times over several. Each end is a `<time datetime>`.
 */
export function EventWhen({ startAt, endAt }: { startAt: string; endAt: string }) {
  const locale = useLocale();
  if (sameDay(startAt, endAt)) {
    return (
      <>
        <time dateTime={startAt}>
          {formatDate(startAt, locale)}, {formatTime(startAt, locale)}
        </time>
        {' – '}
        <time dateTime={endAt}>{formatTime(endAt, locale)}</time>
      </>
    );
  }
  return (
    <>
      <time dateTime={startAt}>{formatDateTime(startAt, locale)}</time>
      {' – '}
      <time dateTime={endAt}>{formatDateTime(endAt, locale)}</time>
    </>
  );
}
