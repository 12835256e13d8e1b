import { locales, type Locale } from '../config/locales.js';
import type { ContentClient } from '../content/client/content-client.js';
import type { PageBuildContext } from '../runtime/page-module.js';
import type { SiteData } from '../runtime/site-data.js';
import { createRecordLoader } from './record-loader.js';

/**
 * Pages per chunk when a page type streams its paths (ids and slugs), and so per request for their records: small
 * enough that what a build holds at once (a chunk being rendered, the next one loaded, the next page type's first)
 * does not depend on the size of the site, large enough that a 20,000-page build makes few requests (250: 11 % faster
 * than 100 at 20,000 pages).
 */
const STREAMED_PAGE_SIZE = 250;

/**
 * What a page folder's `paths()` and `data()` get: queries by document name, in the page's language. Make one per page
 * type and language: its memos last as long as it does.
 */
export function createPageContext({
  content,
  contentDocument,
  locale,
  site,
  siteUrl,
}: {
  content: ContentClient;
  contentDocument: (name: string) => string;
  locale: Locale;
  site: SiteData;
  siteUrl: string;
}): PageBuildContext {
  const gqlLocale = locales[locale].gql;
  const memos = new Map<string, Promise<unknown>>();
  const record = createRecordLoader((name, variables) =>
    content.query(contentDocument(name), { locale: gqlLocale, ...variables }, { cache: false }),
  );
  return {
    locale,
    site,
    siteUrl,
    query: (name, variables) => content.query(contentDocument(name), { locale: gqlLocale, ...variables }),
    queryAll: <T>(name: string, field: string, variables?: Record<string, unknown>) =>
      content.queryAll<Record<string, unknown>, T>(
        {
          document: contentDocument(name),
          variables: { locale: gqlLocale, ...variables },
          pick: (data) => (data[field] as T[] | undefined) ?? [],
          total: (data) => (data.meta as { count: number }).count,
        },
        // Collection lists are not kept: a hub's cards live as long as its page type, so what a build holds does
        // not grow with the collections; the few lists two page types share are fetched twice.
        { cache: false },
      ),
    queryPages: <T>(name: string, field: string, variables?: Record<string, unknown>) =>
      content.queryPages<Record<string, unknown>, T>({
        document: contentDocument(name),
        pageSize: STREAMED_PAGE_SIZE,
        variables: { locale: gqlLocale, ...variables },
        pick: (data) => (data[field] as T[] | undefined) ?? [],
      }),
    record,
    memo: <T>(key: string, compute: () => Promise<T>) => {
      let value = memos.get(key);
      if (!value) {
        value = compute();
        memos.set(key, value);
      }
      return value as Promise<T>;
    },
  };
}
