import { useEffect, useMemo, useRef } from 'react';
import { Configure, InstantSearch, useSearchBox } from 'react-instantsearch';
import type { SiteData } from '../../page-contract/site-data.js';
import { createSearchClient, searchIndexName } from './search-client.js';
import { insightsOptions } from './search-insights.js';
import { searchRouting } from './search-routing.js';
import { SearchFilters } from './SearchFilters.js';
import { SearchResults, SearchStatus } from './SearchResults.js';
import './search.css';

export interface SearchAppProps {
  site: SiteData;
  /** The query in the page's search box: the page owns it (its URL's `q`, what the visitor types, back and forward). */
  query: string;
}

/** Sends the page's query to InstantSearch when it differs (typing, including before this code loaded). */
function QueryBridge({ query }: { query: string }) {
  const { query: current, refine } = useSearchBox();
  const latest = useRef(current);
  latest.current = current;
  useEffect(() => {
    if (query !== latest.current) refine(query);
  }, [query, refine]);
  return null;
}

/**
 * The search page once its code has loaded: InstantSearch over the site's search client (Algolia, or the embedded
 * engine in a worker), its state in the URL, filters beside grouped results, insights. The search box stays the
 * page's own (SearchForm), so that loading this changes nothing the visitor already sees.
 */
export function SearchApp({ site, query }: SearchAppProps) {
  const searchClient = useMemo(() => createSearchClient(site), [site]);
  const indexName = searchIndexName(site);
  const routing = useMemo(() => searchRouting(indexName), [indexName]);
  const insights = useMemo(() => insightsOptions(site), [site]);
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={indexName}
      routing={routing}
      insights={insights}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={10} clickAnalytics />
      <QueryBridge query={query} />
      <SearchStatus locale={site.locale} />
      <div className="search-layout">
        <SearchFilters locale={site.locale} />
        <SearchResults locale={site.locale} />
      </div>
    </InstantSearch>
  );
}
