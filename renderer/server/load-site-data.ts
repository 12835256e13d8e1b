import type { AlgoliaConnection } from '../../src/page-contract/algolia-connection.js';
import { locales, type Locale } from '../../src/config/locales.js';
import type { ErrorPageData } from '../../src/content-model/content-data.js';
import type { ContentQuery } from '../../src/content-model/content-results.js';
import { firmDate } from '../../src/page-contract/firm-date.js';
import type { SiteContent } from './site-shell.js';

/**
 * What every page of `locale` shares but the build's shell (site-shell.ts), plus the fallback description of pages
 * without one. Of the build's time (ms) the pages get the date in the firm's time zone.
 */
export async function loadSiteData({
  locale,
  buildTime,
  query,
  gtmId,
  algolia,
  formsOrigin,
}: {
  locale: Locale;
  buildTime: number;
  query: ContentQuery;
  gtmId?: string | undefined;
  algolia?: AlgoliaConnection | undefined;
  formsOrigin?: string | undefined;
}): Promise<{ site: SiteContent; fallbackDescription: string }> {
  const gqlLocale = locales[locale].gql;
  const { _site, layout } = await query('site', { locale: gqlLocale });
  if (!_site.globalSeo?.siteName) throw new Error(`Site settings: globalSeo.siteName is missing in ${locale}`);
  if (!layout) throw new Error(`Site settings: the layout record is missing in ${locale}`);
  let errorPage: ErrorPageData | null = null;
  try {
    errorPage = (await query('page-error', { locale: gqlLocale })).page;
  } catch (error) {
    console.warn(
      `[build] PageError content could not load in ${locale}; the fatal 'Page Not Found' fallback is used`,
      error,
    );
  }
  return {
    site: {
      locale,
      buildDate: firmDate(buildTime),
      siteName: _site.globalSeo.siteName,
      ...(gtmId ? { gtmId } : {}),
      ...(algolia ? { algolia } : {}),
      ...(formsOrigin ? { formsOrigin } : {}),
      layout,
      errorPage,
    },
    fallbackDescription: _site.globalSeo.fallbackSeo?.description ?? '',
  };
}
