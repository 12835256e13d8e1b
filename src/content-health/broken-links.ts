import { locales } from '../config/locales.js';
import type { ContentCheck } from './check-context.js';
import { type ContentProblem, problem } from './content-problem.js';
import { hasPages } from './record-pages.js';

/**
 * Links that will break: a structured-text link, a link block or a menu entry pointing to a record that is not
 * published, to none (deleted), or to a record whose model has no page (the route table's "record without a route").
 * Link fields that list records (related articles, authors) are left to the pages that show them: the API leaves an
 * unpublished record out of them.
 */
export const brokenLinks: ContentCheck = ({ records, byId, subject }) => {
  const found: ContentProblem[] = [];
  for (const record of records) {
    for (const reference of record.references) {
      if (reference.kind !== 'record') continue;
      const detail = {
        field: reference.field,
        locale: reference.locale === null ? '' : locales[reference.locale].iso,
        target: reference.id ?? '',
      };
      const target = reference.id === null ? undefined : byId.get(reference.id);
      if (!target) found.push(problem('link-deleted', subject(record), detail));
      else if (reference.via === 'field') continue;
      else if (target.status === 'draft') found.push(problem('link-unpublished', subject(record), detail));
      else if (!hasPages(target.model)) found.push(problem('link-no-route', subject(record), detail));
    }
  }
  return found;
};
