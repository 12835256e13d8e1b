import { GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import type { GlobalSeo, SeoValue } from '../store/content-store.js';
import { tagRead } from './tag-read.js';
import type { ContentContext, LocaleScope, UploadSource } from './context.js';
import { FileField } from './file-field.js';
import { BooleanType, MetaTagAttributes } from './scalars.js';

/** A tag of `_seoMetaTags` or `faviconMetaTags`, ready for react-datocms's renderMetaTags. */
export interface MetaTag {
  tag: string;
  attributes: Readonly<Record<string, string>> | null;
  content: string | null;
}

export const Tag = new GraphQLObjectType<MetaTag>({
  name: 'Tag',
  fields: {
    tag: { type: new GraphQLNonNull(GraphQLString) },
    attributes: { type: MetaTagAttributes },
    content: { type: GraphQLString },
  },
});

export interface SeoSource extends LocaleScope {
  seo: SeoValue;
}

export function uploadSource(id: string | null, scope: LocaleScope, context: ContentContext): UploadSource | null {
  const upload = id ? context.store.uploads.get(id) : undefined;
  if (!upload) return null;
  tagRead(context, 'upload', upload.id);
  return { upload, locale: scope.locale, fallbackLocales: scope.fallbackLocales };
}

/** The value of seo fields and of the site's fallback SEO. */
export const SeoField = new GraphQLObjectType<SeoSource, ContentContext>({
  name: 'SeoField',
  fields: {
    title: { type: GraphQLString, resolve: ({ seo }) => seo.title },
    description: { type: GraphQLString, resolve: ({ seo }) => seo.description },
    image: { type: FileField, resolve: (source, _args, context) => uploadSource(source.seo.image, source, context) },
    twitterCard: { type: GraphQLString, resolve: ({ seo }) => seo.twitterCard },
    noIndex: { type: BooleanType, resolve: ({ seo }) => seo.noIndex },
  },
});

export interface GlobalSeoSource extends LocaleScope {
  globalSeo: GlobalSeo;
}

export const GlobalSeoField = new GraphQLObjectType<GlobalSeoSource, ContentContext>({
  name: 'GlobalSeoField',
  fields: {
    siteName: { type: GraphQLString, resolve: ({ globalSeo }) => globalSeo.siteName },
    titleSuffix: { type: GraphQLString, resolve: ({ globalSeo }) => globalSeo.titleSuffix },
    twitterAccount: { type: GraphQLString, resolve: ({ globalSeo }) => globalSeo.twitterAccount },
    facebookPageUrl: { type: GraphQLString, resolve: ({ globalSeo }) => globalSeo.facebookPageUrl },
    fallbackSeo: {
      type: SeoField,
      resolve: (source): SeoSource | null => {
        const seo = source.globalSeo.fallbackSeo;
        return seo ? { locale: source.locale, fallbackLocales: source.fallbackLocales, seo } : null;
      },
    },
  },
});
