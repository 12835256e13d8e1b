import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from 'instantsearch.js';
import type { Locale } from '../../config/locales.js';
import { buildMetaPath, type BuildMeta } from '../../page-contract/build-manifest.js';
import { liveBuild } from '../../page-contract/live-build.js';
import type { SiteData } from '../../page-contract/site-data.js';
import { algoliaIndexName } from '../../page-contract/algolia-connection.js';
import { algoliaHosts } from '../../search/algolia-hosts.js';
import { workerSearchClient } from '../../search/browser/worker-search-client.js';

/** The index of the page's language: Algolia's `{prefix}_{locale}`, or the embedded one's name in its responses. */
export const searchIndexName = (site: SiteData): string =>
  algoliaIndexName(site.algolia?.indexPrefix ?? 'site', site.locale);

/** The browser index of `locale` that the live build (builds/latest.json: a page names no build) named in its manifest. */
async function browserIndexUrl(locale: Locale): Promise<string> {
  const response = await fetch(buildMetaPath((await liveBuild()).id));
  if (!response.ok) throw new Error(`The build manifest answered ${response.status}`);
  const url = ((await response.json()) as BuildMeta).searchIndexes?.[locale];
  if (!url) throw new Error('This build has no search index');
  return url;
}

/**
 * The search client of the page: Algolia's (search-only key, `algoliasearch/lite`) when the site has one, else the
 * embedded engine in a worker over the build's index of the page's language.
 */
export function createSearchClient(site: SiteData): SearchClient {
  if (site.algolia) {
    const hosts = algoliaHosts(site.algolia.host);
    return liteClient(site.algolia.appId, site.algolia.searchKey, hosts ? { hosts } : {}) as unknown as SearchClient;
  }
  return workerSearchClient(browserIndexUrl(site.locale)) as unknown as SearchClient;
}
