import type { Locale } from '../config/locales.js';

/**
 * `builds/latest.json`: polled by open tabs to learn that a new build is live, and read once by each tab for the
 * build id its requests name (a page names no build).
 */
export interface LatestBuild {
  id: string;
  timestamp: number;
  /** The build's shell (SiteData): a tab whose page has another one loads its next page in full. */
  shell: string;
}

/**
 * `builds/meta/{id}.json`: route rules, redirects and the code of each page type. Its size depends on the number of
 * page types and rules, never on the number of pages.
 */
export interface BuildMeta {
  id: string;
  timestamp: number;
  /** Glob-like path patterns to response rules, as a CDN would apply them. */
  routeRules: Record<string, { headers?: Record<string, string>; redirect?: { to: string; status: 301 | 302 } }>;
  /** Exact path redirects (old path -> new path), e.g. `/en` -> `/en/`. */
  redirects: Record<string, string>;
  /** For each page type, the JavaScript and CSS files its first render needs (for prefetching). */
  pages: Record<string, { js: string[]; css: string[] }>;
  /**
   * Every file of the build's code under `/assets/` (absent in manifests written before it was added): the output
   * keeps exactly the assets of the builds whose manifests stay published.
   */
  assets?: string[];
  /** Each language's browser search index (an asset), for the search page when no Algolia application is configured. */
  searchIndexes?: Partial<Record<Locale, string>>;
}

export const LATEST_BUILD_PATH = '/builds/latest.json';

export function buildMetaPath(id: string): string {
  return `/builds/meta/${encodeURIComponent(id)}.json`;
}
