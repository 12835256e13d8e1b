import type { SearchTypeKey } from '../../i18n/catalogue/search.js';
import type { SiteModel } from './site-models.js';
import { siteModels } from './site-models.js';

/** A model whose records are detail pages: each has a search label. */
type SearchableModel = Extract<SiteModel, { pages: { searchLabel: string } }>;

/** The route of a type of page that the site search finds (a search record's `type`). */
export type SearchableRoute = SearchableModel['pages']['route'];

const isSearchable = (row: SiteModel): row is SearchableModel => 'pages' in row && 'searchLabel' in row.pages;

/**
 * The catalogue key of what each searchable page type is called in a result and in the type filter, derived from the
 * model table (each detail-page row must name one).
 */
export const searchLabelKeys = Object.fromEntries(
  siteModels.filter(isSearchable).map((row) => [row.pages.route, row.pages.searchLabel]),
) as Readonly<Record<SearchableRoute, SearchTypeKey>>;
