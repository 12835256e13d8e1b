import type { Locale } from '../config/locales.js';

/** A field's value as read: a localized one per locale of the record, another one once. */
export type FieldValue =
  | { localized: true; byLocale: Partial<Record<Locale, unknown>> }
  | { localized: false; value: unknown };
