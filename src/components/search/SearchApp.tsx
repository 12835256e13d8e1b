import { useEffect, useMemo, useRef } from 'react';
import { Configure, InstantSearch, useSearchBox } from 'react-instantsearch';
import type { SiteData } from '../../runtime/site-data.js';
import { createSearchClient, searchIndexName } from './search-client.js';
import { insightsOptions } from './search-insights.js';
import { searchRouting } from './search-routing.js';
import { SearchFilters } from './SearchFilters.js';
import { SearchResults, SearchStatus } from './SearchResults.js';
import './search.css';

export interface SearchAppProps {
  site: SiteData;
  /** The query in the page's search box. */
  query: string;
  /** Called when InstantSearch's query changes otherwise (the URL on load, the back button). */
  onQueryChange(query: string): void;
}

/** Keeps the page's search box and InstantSearch's query the same, whichever side changed. */
function QueryBridge({ query, onQueryChange }: Pick<SearchAppProps, 'query' | 'onQueryChange'>) {
  const { query: current, refine } = useSearchBox();
  const sent = useRef(query);
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      refine(query);
    }
  }, [query, refine]);
  useEffect(() => {
    if (current !== sent.current) {
      sent.current = current;
      onQueryChange(current);
    }
  }, [current, onQueryChange]);
  return null;
}

/**
 * The search page once its code has loaded: InstantSearch over the site's search client (Algolia, or the embedded
 * engine in a worker), its state in the URL, filters beside grouped results, insights. The search box stays the
 * page's own (SearchForm), so that loading this changes nothing the visitor already sees.
 */
export function SearchApp({ site, query, onQueryChange }: SearchAppProps) {
  const searchClient = useMemo(() => createSearchClient(site), [site]);
  const indexName = searchIndexName(site);
  const routing = useMemo(() => searchRouting(indexName), [indexName]);
  const insights = useMemo(() => insightsOptions(site), [site]);
  return (
    <InstantSearch searchClient={searchClient} indexName={indexName} routing={routing} insights={insights} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={10} clickAnalytics />
      <QueryBridge query={query} onQueryChange={onQueryChange} />
      <SearchStatus locale={site.locale} />
      <div className="search-layout">
        <SearchFilters locale={site.locale} />
        <SearchResults locale={site.locale} />
      </div>
    </InstantSearch>
  );
}
