import { GraphQLInterfaceType, GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import type { LocaleIso } from '../../config/locales.js';
import { wholeItem, type ContentContext, type ItemSource } from './context.js';
import { ItemStatus } from './filter-types.js';
import { SiteLocale } from './locale-values.js';
import { recordTypeName } from '../../content-model/api/naming.js';
import { BooleanType, DateTime, ItemId } from './scalars.js';
import { seoMetaTags } from './seo-tags.js';
import { Tag } from './seo-types.js';

/** The meta fields every record and block has. */
export function metaFields(): GraphQLFieldConfigMap<ItemSource, ContentContext> {
  return {
    id: { type: new GraphQLNonNull(ItemId), resolve: ({ item }) => item.id },
    _modelApiKey: { type: new GraphQLNonNull(GraphQLString), resolve: ({ item }) => item.modelApiKey },
    _createdAt: { type: new GraphQLNonNull(DateTime), resolve: ({ item }) => item.meta.createdAt },
    _updatedAt: { type: new GraphQLNonNull(DateTime), resolve: ({ item }) => item.meta.updatedAt },
    _publishedAt: { type: DateTime, resolve: ({ item }) => item.meta.publishedAt },
    _firstPublishedAt: { type: DateTime, resolve: ({ item }) => item.meta.firstPublishedAt },
    _publicationScheduledAt: {
      type: DateTime,
      description: 'When a publication is scheduled: content files publish when they are deployed, so never',
      resolve: () => null,
    },
    _unpublishingScheduledAt: {
      type: DateTime,
      description: 'When an unpublication is scheduled: content files have none',
      resolve: () => null,
    },
    _editingUrl: {
      type: GraphQLString,
      description:
        'Where the record is edited: content files have no editor, so its file, relative to the content folder (`records/<model>/<id>.json`); null for a block',
      resolve: (source, _args, context) =>
        context.store.records.has(source.item.id) ? wholeItem(source, context).sourceFile : null,
    },
    _status: { type: new GraphQLNonNull(ItemStatus), resolve: ({ item }) => item.meta.status },
    _isValid: { type: new GraphQLNonNull(BooleanType), resolve: () => true },
    _locales: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(SiteLocale))),
      description: 'The locales the record has content in',
      resolve: ({ item }) => item.locales,
    },
    _seoMetaTags: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Tag))),
      description: 'Generates SEO and Social card meta tags to be used in your frontend',
      args: { locale: { type: SiteLocale } },
      resolve: (source, args: { locale?: LocaleIso | null }, context) => {
        const scope = { locale: args.locale ?? source.locale, fallbackLocales: source.fallbackLocales };
        return seoMetaTags(wholeItem(source, context), scope, context);
      },
    },
  };
}

/** Implemented by every record and block type. */
export const RecordInterface = new GraphQLInterfaceType({
  name: 'RecordInterface',
  fields: () => metaFields(),
  resolveType: (source: ItemSource) => recordTypeName(source.item.modelApiKey),
});
