import { locales } from '../config/locales.js';
import type { ContentCheck } from './check-context.js';
import { type ContentProblem, problem } from './content-problem.js';

/**
 * Images without alternative text in a language the image shows in (the field's, else the upload's default): each
 * of the record's languages for an image of a field shared by both, the field's language for one of a localized field.
 */
export const imageAlt: ContentCheck = ({ records, subject }) => {
  const found: ContentProblem[] = [];
  for (const record of records) {
    const seen = new Set<string>();
    for (const reference of record.references) {
      if (reference.kind !== 'upload' || !reference.image) continue;
      for (const code of reference.locale === null ? record.locales : [reference.locale]) {
        const key = `${reference.field}\n${reference.id}\n${code}`;
        if (reference.alt[code] !== undefined || seen.has(key)) continue;
        seen.add(key);
        found.push(
          problem('image-alt-missing', subject(record), {
            field: reference.field,
            locale: locales[code].iso,
            target: reference.id,
          }),
        );
      }
    }
  }
  return found;
};
