/**
 * What a search input accepts (the spec's limit, also Algolia's query limit); a longer `q` in a URL is cut. Its own
 * module: the header's search field on every page needs this number and none of the search page's code.
 */
export const SEARCH_MAX_LENGTH = 512;
