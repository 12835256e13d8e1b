import type { AlgoliaConnection } from '../runtime/algolia-connection.js';
import { locales, type Locale } from '../config/locales.js';
import type { ErrorPageData } from '../content/content-data.js';
import type { ContentQuery } from '../content/content-documents.js';
import type { SiteData } from '../runtime/site-data.js';

/** What every page of `locale` shares, plus the fallback description of pages without one. */
export async function loadSiteData({
  locale,
  buildId,
  buildTime,
  query,
  gtmId,
  algolia,
  formsOrigin,
}: {
  locale: Locale;
  buildId: string;
  buildTime: number;
  query: ContentQuery;
  gtmId?: string | undefined;
  algolia?: AlgoliaConnection | undefined;
  formsOrigin?: string | undefined;
}): Promise<{ site: SiteData; fallbackDescription: string }> {
  const gqlLocale = locales[locale].gql;
  const { _site, layout } = await query('site', { locale: gqlLocale });
  if (!_site.globalSeo?.siteName) throw new Error(`Site settings: globalSeo.siteName is missing in ${locale}`);
  if (!layout) throw new Error(`Site settings: the layout record is missing in ${locale}`);
  let errorPage: ErrorPageData | null = null;
  try {
    errorPage = (await query('page-error', { locale: gqlLocale })).page;
  } catch (error) {
    console.warn(`[build] PageError content could not load in ${locale}; the fatal 'Page Not Found' fallback is used`, error);
  }
  return {
    site: { locale, buildId, buildTime, siteName: _site.globalSeo.siteName, ...(gtmId ? { gtmId } : {}), ...(algolia ? { algolia } : {}), ...(formsOrigin ? { formsOrigin } : {}), layout, errorPage },
    fallbackDescription: _site.globalSeo.fallbackSeo?.description ?? '',
  };
}
