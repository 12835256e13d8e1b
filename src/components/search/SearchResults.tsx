import { useEffect, useRef } from 'react';
import {
  Highlight,
  Snippet,
  useInfiniteHits,
  useInstantSearch,
  useRefinementList,
  useStats,
} from 'react-instantsearch';
import type { Hit as AlgoliaHit } from 'instantsearch.js';
import { locales, type Locale } from '../../config/locales.js';
import * as searchWords from '../../i18n/catalogue/search.js';
import { pluralCategory } from '../../i18n/plural.js';
import { translator } from '../../i18n/translator.js';
import type { SearchRecord } from '../../search/search-record.js';
import { typeLabel } from './type-label.js';

type SearchHit = AlgoliaHit<SearchRecord & Record<string, unknown>>;

/** The hits in groups of one type each, in the order their best hit comes. */
function groupByType(hits: readonly SearchHit[]): [string, SearchHit[]][] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.type);
    if (group) group.push(hit);
    else groups.set(hit.type, [hit]);
  }
  return [...groups];
}

/** The results count and time (`N results found in Xms`), and what the search is doing: announced to screen readers. */
export function SearchStatus({ locale }: { locale: Locale }) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the namespace holds exactly the two language tables, and the chunk needs both
  const t = translator(searchWords[locale]);
  const { nbHits, processingTimeMS } = useStats();
  const { status, error, refresh, results } = useInstantSearch();
  const hasResults = results.__isArtificial !== true;
  return (
    <div className="search-status">
      <p className="search-stats" role="status" aria-busy={status === 'loading' || status === 'stalled'}>
        {status === 'error'
          ? t('search.error')
          : status === 'stalled'
            ? t('search.stalled')
            : hasResults
              ? t(`search.stats.${pluralCategory(locale, nbHits)}`, {
                  count: nbHits.toLocaleString(locales[locale].iso),
                  ms: processingTimeMS,
                })
              : t('search.loading')}
      </p>
      {status === 'error' ? (
        <button type="button" className="button button--outline" onClick={refresh} title={error?.message}>
          {t('search.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The results, grouped by type (each group's `See all` keeps only that type), loaded 10 at a time with `Show more
 * results` (and `Show previous results` when the page opened further down the list); `No results.` when nothing
 * matches. A click on a result is an insight (clicked object id, position, query id).
 */
export function SearchResults({ locale }: { locale: Locale }) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the namespace holds exactly the two language tables, and the chunk needs both
  const t = translator(searchWords[locale]);
  const { items, showMore, showPrevious, isFirstPage, isLastPage, sendEvent, results } = useInfiniteHits<
    SearchRecord & Record<string, unknown>
  >();
  const types = useRefinementList({ attribute: 'type', limit: 50 });
  const { status } = useInstantSearch();
  const list = useRef<HTMLDivElement>(null);
  const previousCount = useRef(0);

  // After `Show more results`, focus goes to the first new result so keyboard users continue where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies(items.length): runs when more results have come
  useEffect(() => {
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('.search-hit a');
    if (links && previousCount.current > 0 && links.length > previousCount.current)
      links[previousCount.current]?.focus();
    previousCount.current = 0;
  }, [items.length]);

  if (!results || results.__isArtificial) return <div className="search-results" />;
  if (items.length === 0) {
    return (
      <div className="search-results">
        {status === 'idle' ? <p className="search-empty">{t('search.noResults')}</p> : null}
      </div>
    );
  }
  const typeRefined = types.items.some((item) => item.isRefined);
  const countOf = (type: string) => types.items.find((item) => item.value === type)?.count ?? 0;
  return (
    <div className="search-results" ref={list}>
      {!isFirstPage ? (
        <button type="button" className="button button--outline search-more" onClick={showPrevious}>
          {t('search.showPrevious')}
        </button>
      ) : null}
      {groupByType(items).map(([type, hits]) => {
        const label = typeLabel(t, type);
        const count = countOf(type);
        return (
          <section key={type} className="search-group" aria-label={label}>
            <div className="search-group-head">
              <h2>
                {label} <span className="search-count">{count}</span>
              </h2>
              {!typeRefined && count > hits.length ? (
                <button
                  type="button"
                  className="search-link-button"
                  onClick={() => types.refine(type)}
                  aria-label={t('search.seeAllOf', { label, count })}
                >
                  {t('search.seeAll')}
                </button>
              ) : null}
            </div>
            <ol className="search-hits">
              {hits.map((hit) => (
                <li key={hit.objectID} className="search-hit">
                  {hit.image ? (
                    <img src={hit.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
                  ) : null}
                  <div>
                    <a href={hit.url} onClick={() => sendEvent('click', hit, 'Hit Clicked')}>
                      <Highlight attribute="title" hit={hit} />
                    </a>
                    {hit.summary ? <p className="search-summary">{hit.summary}</p> : null}
                    <p className="search-snippet">
                      <Snippet attribute="content" hit={hit} />
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      {!isLastPage ? (
        <button
          type="button"
          className="button button--outline search-more"
          onClick={() => {
            previousCount.current = list.current?.querySelectorAll('.search-hit a').length ?? 0;
            showMore();
          }}
        >
          {t('search.showMore')}
        </button>
      ) : null}
    </div>
  );
}
