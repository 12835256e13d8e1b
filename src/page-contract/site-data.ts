import type { Locale } from '../config/locales.js';
import type { AlgoliaConnection } from './algolia-connection.js';
import type { ErrorPageData, LayoutData } from '../content-model/content-data.js';

/** What every page of one language shares: fetched once per build and locale, written once in its site module (site-module.ts). */
export interface SiteData {
  locale: Locale;
  /**
   * What every page of the build shares and a content change leaves alone: a hash of the code and of every language's
   * site-wide data (this one included). A page names no build (an unchanged page is the same file in the next build):
   * the client learns the live build from `builds/latest.json`, which names its shell too (docs/decisions/page-names-no-build.md).
   */
  shell: string;
  /**
   * The build's date in the firm's time zone (YYYY-MM-DD), what pages know of the build's time (footer year, upcoming
   * events): pages never read the clock, so a build is reproducible, and a build of the same day carries pages over.
   */
  buildDate: string;
  siteName: string;
  /** The tag manager container (GTM_ID); absent: no analytics, no consent banner. */
  gtmId?: string;
  /** The hosted search (ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY); absent: the search page's embedded engine. */
  algolia?: AlgoliaConnection;
  /** FORMS_API_URL's origin when the forms post to a service elsewhere; absent: the site's own origin. */
  formsOrigin?: string;
  layout: LayoutData;
  errorPage: ErrorPageData | null;
}
