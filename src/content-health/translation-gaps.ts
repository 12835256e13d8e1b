import { localeCodes, locales } from '../config/locales.js';
import { modelByApiKey } from '../content-model/model/models.js';
import type { ContentCheck } from './check-context.js';
import { type ContentProblem, problem } from './content-problem.js';
import { isEmptyValue } from './empty-value.js';

/** The parts of a localized field compared across languages: an SEO field's title and description one by one. */
function parts(apiKey: string, type: string, value: unknown): [string, unknown][] {
  if (type !== 'seo') return [[apiKey, value]];
  const seo = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return [
    [`${apiKey}.title`, seo.title],
    [`${apiKey}.description`, seo.description],
  ];
}

/**
 * Translation gaps: a record with content in one language only (its page, if any, exists in that language only), and
 * a localized field set in one of the record's languages and empty in another.
 */
export const translationGaps: ContentCheck = ({ records, subject }) => {
  const found: ContentProblem[] = [];
  for (const record of records) {
    const localized = modelByApiKey(record.model).fields.filter((field) => field.localized);
    if (localized.length === 0) continue;
    const present = record.locales.map((code) => locales[code].iso).join(', ');
    const missing = localeCodes.filter((code) => !record.locales.includes(code));
    for (const code of missing) {
      found.push(problem('missing-locale', subject(record), { locale: locales[code].iso, target: present }, true));
    }
    for (const field of localized) {
      const value = record.fields[field.apiKey];
      if (!value?.localized) continue;
      const byPart = new Map<string, Map<string, boolean>>();
      for (const code of record.locales) {
        for (const [name, part] of parts(field.apiKey, field.type, value.byLocale[code])) {
          const filled = byPart.get(name) ?? new Map<string, boolean>();
          filled.set(locales[code].iso, !isEmptyValue(part));
          byPart.set(name, filled);
        }
      }
      for (const [name, filled] of byPart) {
        const set = [...filled].filter(([, isSet]) => isSet).map(([iso]) => iso);
        if (set.length === 0) continue;
        for (const [iso, isSet] of filled) {
          if (!isSet)
            found.push(problem('field-gap', subject(record), { field: name, locale: iso, target: set.join(', ') }));
        }
      }
    }
  }
  return found;
};
