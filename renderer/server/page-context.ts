import { locales, type Locale } from '../../src/config/locales.js';
import type { ContentClient } from '../../src/content-client/content-client.js';
import type { CacheTagSink } from '../../src/content-client/query-types.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { createRecordLoader } from './record-loader.js';

/**
 * Pages per chunk when a page type streams its paths (ids and slugs), and so per request for their records: small
 * enough that what a build holds at once (a chunk being rendered, the pages read ahead: read-ahead.ts) does not depend
 * on the size of the site, large enough that a 20,000-page build makes few requests (250: 11 % faster than 100 at
 * 20,000 pages).
 */
export const STREAMED_PAGE_SIZE = 250;

/** A page type's context (for `paths()`), which gives each page's `data()` a context of its own. */
export interface PageContextSource extends PageBuildContext {
  /**
   * The context of one page's `data()`: the cache tags of every response its queries read go to `tags`, those of the
   * memos it uses included.
   */
  forPage(tags: CacheTagSink): PageBuildContext;
}

/** A memo's value and the tag lists of the responses its computation read. */
interface Memo {
  value: Promise<unknown>;
  tags: (readonly string[])[];
}

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
}): PageContextSource {
  const gqlLocale = locales[locale].gql;
  const memos = new Map<string, Memo>();
  /** The keys of each group's memos, oldest first. */
  const groups = new Map<string, string[]>();
  const loadRecord = createRecordLoader(async (name, variables) => {
    let tags: readonly string[] = [];
    const data = await content.query<{ items: { id: string }[] }>(
      contentDocument(name),
      { locale: gqlLocale, ...variables },
      { cache: false, tags: (read) => (tags = read) },
    );
    return { items: data.items, tags };
  });

  /**
   * A context whose responses' tags go to `sink`, and, while a memo it started computes, to that memo too (a memo's
   * computation queries through the context of its first caller, which may be asking other queries meanwhile: those
   * are then the memo's too, a superset).
   */
  const contextWith = (sink: CacheTagSink | undefined): PageBuildContext => {
    const sinks: CacheTagSink[] = sink ? [sink] : [];
    const tags: CacheTagSink = (read) => {
      for (const into of sinks) into(read);
    };
    return {
      locale,
      site,
      siteUrl,
      query: (name, variables, options) =>
        content.query(contentDocument(name), { locale: gqlLocale, ...variables }, { ...options, tags }),
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
          { cache: false, tags },
        ),
      queryPages: <T>(name: string, field: string, variables?: Record<string, unknown>) =>
        content.queryPages<Record<string, unknown>, T>(
          {
            document: contentDocument(name),
            pageSize: STREAMED_PAGE_SIZE,
            variables: { locale: gqlLocale, ...variables },
            pick: (data) => (data[field] as T[] | undefined) ?? [],
          },
          { tags },
        ),
      record: (document, by) => loadRecord(document, by, tags),
      memo: <T>(key: string, compute: () => Promise<T>, group?: { name: string; keep: number }) => {
        let memo = memos.get(key);
        if (!memo) {
          if (group) {
            const kept = groups.get(group.name) ?? [];
            groups.set(group.name, kept);
            kept.push(key);
            for (const forgotten of kept.splice(0, Math.max(0, kept.length - group.keep))) memos.delete(forgotten);
          }
          const read: (readonly string[])[] = [];
          const into: CacheTagSink = (list) => read.push(list);
          sinks.push(into);
          const value = compute();
          const done = () => void sinks.splice(sinks.indexOf(into), 1);
          value.then(done, done);
          memo = { value, tags: read };
          memos.set(key, memo);
        }
        if (!sink) return memo.value as Promise<T>;
        const { value, tags: read } = memo;
        return value.then((result) => {
          for (const list of read) sink(list);
          return result as T;
        });
      },
    };
  };

  return { ...contextWith(undefined), forPage: contextWith };
}
