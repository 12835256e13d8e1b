import { formatDate, formatDateTime } from '../format-date.js';
import { useLocale } from '../site-context.js';

/** A date (YYYY-MM-DD) or date-time (ISO 8601) in a `<time datetime>`, written in the page's language. */
export function DateTime({ value }: { value: string }) {
  const locale = useLocale();
  return (
    <time dateTime={value}>{value.length === 10 ? formatDate(value, locale) : formatDateTime(value, locale)}</time>
  );
}
