import type { Locale } from '../../config/locales.js';
import { recordPath, type RoutableRecord } from '../../routing/record-resolver.js';

/** The path of a record's page with an optional query string (`a=1` or `?a=1`); null when the record has no page. */
export function recordHref(record: RoutableRecord, query: string | null | undefined, locale: Locale): string | null {
  const path = recordPath(record, locale);
  if (!path) return null;
  return query ? `${path}?${query.replace(/^\?/, '')}` : path;
}
