import { z } from 'zod';
import type { LocaleIso } from '../../config/locales.js';
import type { LocalizedValues } from './content-store.js';
import { contentLocales } from './content-locales.js';

/** An object keyed by content locale (each key optional, `null` = no value) whose values follow `value`. */
export function localizedSchema<T>(value: z.ZodType<T>): z.ZodType<LocalizedValues<T>> {
  const shape = Object.fromEntries(contentLocales.map((locale) => [locale, value.nullable().optional()]));
  return z.strictObject(shape).transform((byLocale) => {
    const values: Partial<Record<LocaleIso, T>> = {};
    for (const locale of contentLocales) {
      const entry = byLocale[locale];
      if (entry !== undefined && entry !== null) values[locale] = entry;
    }
    return values;
  });
}
