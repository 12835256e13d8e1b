import { z } from 'zod';
import type { GlobalSeo, SiteSettings } from './content-store.js';
import { contentLocales } from './content-locales.js';
import { localizedSchema } from './localized-schema.js';
import { idSchema, seoSchema } from './value-schemas.js';

const globalSeoSchema: z.ZodType<GlobalSeo> = z
  .strictObject({
    siteName: z.string().nullable().optional(),
    titleSuffix: z.string().nullable().optional(),
    twitterAccount: z.string().nullable().optional(),
    facebookPageUrl: z.string().nullable().optional(),
    fallbackSeo: seoSchema.nullable().optional(),
  })
  .transform((seo) => ({
    siteName: seo.siteName ?? null,
    titleSuffix: seo.titleSuffix ?? null,
    twitterAccount: seo.twitterAccount ?? null,
    facebookPageUrl: seo.facebookPageUrl ?? null,
    fallbackSeo: seo.fallbackSeo ?? null,
  }));

/** site.json. Its `locales` must be the locales of src/config/locales.ts, in the same order. */
export const siteSchema: z.ZodType<SiteSettings> = z
  .strictObject({
    locales: z.array(z.string()).refine((list) => list.join() === contentLocales.join(), {
      message: `expected the site locales ${JSON.stringify(contentLocales)} (src/config/locales.ts), in this order`,
    }),
    globalSeo: localizedSchema(globalSeoSchema),
    favicon: idSchema.nullable().optional(),
    noIndex: z.boolean().optional(),
  })
  .transform((site) => ({
    locales: contentLocales,
    globalSeo: site.globalSeo,
    favicon: site.favicon ?? null,
    noIndex: site.noIndex ?? false,
  }));
