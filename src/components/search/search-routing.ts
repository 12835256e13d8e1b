import type { UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import { LIST_ATTRIBUTES, queryStringToRoute, routeToQueryString, type SearchRoute } from './search-url.js';

/**
 * InstantSearch's routing for one index: query and refinements in the URL (shareable, restored by a reload, each
 * change a history entry the back button undoes), the GET form's `q` included, and the URL left as is when the
 * visitor leaves the page.
 */
export function searchRouting(indexName: string) {
  return {
    router: history<SearchRoute>({
      cleanUrlOnDispose: false,
      writeDelay: 400,
      // Absolute, as the router compares it with location.href before writing: a relative URL always differs, and each
      // start pushed a second entry of the same address (the back button then stayed on the page).
      createURL: ({ routeState, location }) =>
        `${location.origin}${location.pathname}${routeToQueryString(routeState)}${location.hash}`,
      parseURL: ({ location }) => queryStringToRoute(location.search),
    }),
    stateMapping: {
      stateToRoute(uiState: UiState): SearchRoute {
        const state = uiState[indexName] ?? {};
        const route: SearchRoute = {};
        if (state.query) route.q = state.query;
        for (const attribute of LIST_ATTRIBUTES) {
          const values = state.refinementList?.[attribute];
          if (values?.length) route[attribute] = values;
        }
        const office = state.menu?.office;
        if (office) route.office = office;
        const year = state.range?.year;
        if (year) route.year = year;
        if (state.page && state.page > 1) route.page = state.page;
        return route;
      },
      routeToState(route: SearchRoute): UiState {
        const refinementList = Object.fromEntries(
          LIST_ATTRIBUTES.flatMap((attribute) => (route[attribute] ? [[attribute, route[attribute]]] : [])),
        );
        return {
          [indexName]: {
            ...(route.q ? { query: route.q } : {}),
            ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
            ...(route.office ? { menu: { office: route.office } } : {}),
            ...(route.year ? { range: { year: route.year } } : {}),
            ...(route.page ? { page: route.page } : {}),
          },
        };
      },
    },
  };
}
