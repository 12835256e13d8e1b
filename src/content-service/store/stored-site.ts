import type { LocaleIso } from '../../config/locales.js';
import type { GlobalSeo, SiteSettings } from './content-store.js';
import { datocmsId } from './datocms-id.js';

/** site.json as the store keeps it: its favicon and fallback SEO images by DatoCMS id (datocms-id.ts). */
export function storedSite(site: SiteSettings): SiteSettings {
  const uploadId = (id: string | null): string | null => (id === null ? null : datocmsId('upload', id));
  const globalSeo = Object.fromEntries(
    Object.entries(site.globalSeo).map(([locale, seo]): [string, GlobalSeo | undefined] => [
      locale,
      seo?.fallbackSeo ? { ...seo, fallbackSeo: { ...seo.fallbackSeo, image: uploadId(seo.fallbackSeo.image) } } : seo,
    ]),
  ) as Partial<Record<LocaleIso, GlobalSeo>>;
  return { ...site, favicon: uploadId(site.favicon), globalSeo };
}
