import type { Locale } from '../config/locales.js';
import type { AlgoliaConnection } from './algolia-connection.js';
import type { ErrorPageData, LayoutData } from '../content/content-data.js';

/** What every page of one language shares: fetched once per build and locale, embedded once per HTML page. */
export interface SiteData {
  locale: Locale;
  buildId: string;
  /** When the build ran (ms since epoch): pages never read the clock, so a build is reproducible. */
  buildTime: number;
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
