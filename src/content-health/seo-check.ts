import { type Locale, locales } from '../config/locales.js';
import type { ContentCheck } from './check-context.js';
import { type ContentProblem, problem } from './content-problem.js';
import { isEmptyValue } from './empty-value.js';
import type { HealthRecord } from './health-record.js';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from './problem-kinds.js';

/** The record's SEO field in `locale`, if its model has one. */
function seoTitleOf(record: HealthRecord, locale: Locale): unknown {
  const seo = record.fields.seo;
  if (!seo?.localized) return undefined;
  const value = seo.byLocale[locale];
  return typeof value === 'object' && value !== null ? (value as { title?: unknown }).title : null;
}

/**
 * SEO of every page, in each of its languages, as the API states its head (`_seoMetaTags`): no SEO title of its own,
 * no description but the site's, a title (without the site's suffix) or description longer than search engines show,
 * and a title that another page has too.
 */
export const seoCheck: ContentCheck = ({ records, subject, siteSeo }) => {
  const found: ContentProblem[] = [];
  const byTitle = new Map<string, HealthRecord[]>();
  for (const record of records) {
    const pages = subject(record).pages;
    for (const code of record.locales) {
      const head = record.heads[code];
      if (!head || pages[code] === undefined) continue;
      const locale = locales[code].iso;
      const { titleSuffix = '', fallbackDescription = '' } = siteSeo[code] ?? {};
      const seoTitle = seoTitleOf(record, code);
      if (seoTitle !== undefined && isEmptyValue(seoTitle)) {
        found.push(problem('seo-title-missing', subject(record), { field: 'seo.title', locale }));
      }
      const title =
        titleSuffix && head.title.endsWith(titleSuffix) ? head.title.slice(0, -titleSuffix.length) : head.title;
      if (title.length > SEO_TITLE_LIMIT) {
        found.push(problem('seo-title-long', subject(record), { field: 'seo.title', locale, length: title.length }));
      }
      if (head.description === '' || head.description === fallbackDescription) {
        found.push(problem('seo-description-missing', subject(record), { field: 'seo.description', locale }));
      } else if (head.description.length > SEO_DESCRIPTION_LIMIT) {
        const length = head.description.length;
        found.push(problem('seo-description-long', subject(record), { field: 'seo.description', locale, length }));
      }
      const key = `${code}\n${title}`;
      byTitle.set(key, [...(byTitle.get(key) ?? []), record]);
    }
  }
  for (const [key, same] of byTitle) {
    if (same.length < 2) continue;
    const code = key.slice(0, key.indexOf('\n')) as Locale;
    for (const [index, record] of same.entries()) {
      // The next page of the group names one other page: a title shared by many pages names no list of them all.
      const other = same[(index + 1) % same.length] as HealthRecord;
      found.push(
        problem('seo-title-duplicate', subject(record), {
          field: 'seo.title',
          locale: locales[code].iso,
          target: subject(other).pages[code] ?? other.id,
          length: same.length - 1,
        }),
      );
    }
  }
  return found;
};
