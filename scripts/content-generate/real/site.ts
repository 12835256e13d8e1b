import { firm } from '../authoring/firm.js';
import { siteDescription } from '../authoring/singletons.js';
import { loc } from '../lib/localized.js';
import type { SiteJson } from '../lib/types.js';

/** site.json: both locales, the global SEO of each (site name = firm name), the favicon. */
export function siteJson(): SiteJson {
  const description = loc(siteDescription.fr, siteDescription.en);
  const seoFor = (lang: 'fr-CA' | 'en-CA') => ({
    siteName: firm.name,
    titleSuffix: ` | ${firm.name}`,
    twitterAccount: firm.twitter,
    facebookPageUrl: firm.social.facebook,
    fallbackSeo: { title: firm.name, description: description[lang] ?? '', image: 'social-share', twitterCard: 'summary_large_image' as const },
  });
  return {
    locales: ['fr-CA', 'en-CA'],
    globalSeo: { 'fr-CA': seoFor('fr-CA'), 'en-CA': seoFor('en-CA') },
    favicon: 'favicon',
    noIndex: false,
  };
}
