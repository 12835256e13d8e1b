import { localeCodes, type Locale } from '../../src/config/locales.js';
import type { SeoFragment } from '../../src/content-model/generated/content-documents.js';
import type { PageEntry } from '../../src/page-contract/page-module.js';
import type { PageHeadData } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';

function seoValue(tags: readonly SeoFragment[] | undefined, key: string): string | undefined {
  for (const tag of tags ?? []) {
    const attributes = tag.attributes ?? {};
    if ((attributes.name === key || attributes.property === key) && attributes.content) return attributes.content;
  }
  return undefined;
}

/** Makes an absolute URL of a site path or an upload URL. */
function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

/** The head of one page: `Page | Site` title, description, canonical and hreflang URLs, Open Graph image. */
export function pageHead({
  entry,
  site,
  siteUrl,
  alternatePaths,
  path,
  fallbackDescription,
}: {
  entry: PageEntry;
  site: SiteData;
  siteUrl: string;
  path: string;
  alternatePaths: Partial<Record<Locale, string>>;
  fallbackDescription: string;
}): PageHeadData {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of localeCodes) {
    const alternate = alternatePaths[locale];
    if (alternate) alternates[locale] = absoluteUrl(siteUrl, alternate);
  }
  const image = entry.image ?? seoValue(entry.seo, 'og:image');
  const title = `${entry.title} | ${site.siteName}`;
  return {
    title,
    description: entry.description || seoValue(entry.seo, 'description') || fallbackDescription,
    canonical: absoluteUrl(siteUrl, path),
    alternates,
    ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
    type: entry.type ?? 'website',
    noIndex: seoValue(entry.seo, 'robots')?.includes('noindex') ?? false,
    ...(entry.jsonLd ? { jsonLd: entry.jsonLd } : {}),
  };
}
