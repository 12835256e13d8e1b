import { GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType } from 'graphql';
import type { StoredUpload } from '../store/content-store.js';
import { tagRead } from './tag-read.js';
import type { ContentContext, LocaleArgs, LocaleScope } from './context.js';
import { FileField } from './file-field.js';
import { uploadUrl } from './imgix-url.js';
import { fieldScope, localeArgs, localizedEntry, SiteLocale } from './locale-values.js';
import { BooleanType } from './scalars.js';
import { GlobalSeoField, Tag, uploadSource, type GlobalSeoSource, type MetaTag } from './seo-types.js';

type FaviconVariant = 'icon' | 'appleTouchIcon' | 'msApplication';

const FAVICON_VARIANTS: readonly FaviconVariant[] = ['icon', 'appleTouchIcon', 'msApplication'];

const FaviconType = new GraphQLEnumType({
  name: 'FaviconType',
  values: Object.fromEntries(FAVICON_VARIANTS.map((variant) => [variant, { value: variant }])),
});

const ICON_SIZES = [16, 32, 96, 192];
const APPLE_TOUCH_ICON_SIZES = [57, 60, 72, 76, 114, 120, 144, 152, 180];
const MS_APPLICATION_TILES = [
  { name: 'msapplication-square70x70logo', width: 70, height: 70 },
  { name: 'msapplication-square150x150logo', width: 150, height: 150 },
  { name: 'msapplication-wide310x150logo', width: 310, height: 150 },
  { name: 'msapplication-square310x310logo', width: 310, height: 310 },
];

/** The favicon's tags for each variant, with resized URLs as DatoCMS generates them. */
function faviconTags(favicon: StoredUpload, variants: readonly FaviconVariant[], baseUrl: string): MetaTag[] {
  const url = (width: number, height: number): string => uploadUrl(baseUrl, favicon, { w: width, h: height });
  const link = (rel: string, size: number): MetaTag => ({
    tag: 'link',
    attributes: { rel, sizes: `${size}x${size}`, href: url(size, size), type: favicon.mimeType },
    content: null,
  });
  const tagsOf: Record<FaviconVariant, () => MetaTag[]> = {
    icon: () => ICON_SIZES.map((size) => link('icon', size)),
    appleTouchIcon: () => APPLE_TOUCH_ICON_SIZES.map((size) => link('apple-touch-icon', size)),
    msApplication: () =>
      MS_APPLICATION_TILES.map(({ name, width, height }) => ({
        tag: 'meta',
        attributes: { name, content: url(width, height) },
        content: null,
      })),
  };
  return variants.flatMap((variant) => tagsOf[variant]());
}

/** `_site`: the site's locales, global SEO and favicon. */
export const Site = new GraphQLObjectType<LocaleScope, ContentContext>({
  name: 'Site',
  fields: {
    locales: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SiteLocale))),
      resolve: (_source, _args, context) => context.store.site.locales,
    },
    noIndex: { type: BooleanType, resolve: (_source, _args, context) => context.store.site.noIndex },
    favicon: {
      type: FileField,
      resolve: (source, _args, context) => uploadSource(context.store.site.favicon, source, context),
    },
    faviconMetaTags: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Tag))),
      args: { variants: { type: new GraphQLList(FaviconType), defaultValue: ['icon'] } },
      resolve: (_source, args: { variants: readonly (FaviconVariant | null)[] | null }, context) => {
        const favicon = context.store.site.favicon ? context.store.uploads.get(context.store.site.favicon) : undefined;
        const variants = (args.variants ?? []).filter((variant): variant is FaviconVariant => variant !== null);
        if (!favicon) return [];
        tagRead(context, 'upload', favicon.id);
        return faviconTags(favicon, variants, context.uploadsBaseUrl);
      },
    },
    globalSeo: {
      type: GlobalSeoField,
      args: localeArgs,
      resolve: (source, args: LocaleArgs, context): GlobalSeoSource | null => {
        const scope = fieldScope(source, args);
        const globalSeo = localizedEntry(context.store.site.globalSeo, scope);
        return globalSeo ? { ...scope, globalSeo } : null;
      },
    },
  },
});
