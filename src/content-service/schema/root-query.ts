import { GraphQLNonNull, GraphQLObjectType, type GraphQLFieldConfigMap } from 'graphql';
import type { ModelDefinition } from '../../content-model/model/definition.js';
import { tagRead } from './tag-read.js';
import { collectionQueries } from './collection-queries.js';
import { isVisible, type ContentContext, type ItemSource, type LocaleArgs } from './context.js';
import { localeArgs, rootScope } from './locale-values.js';
import { singleQueryName } from '../../content-model/api/naming.js';
import { Site } from './site-type.js';
import type { TypeRegistry } from './type-registry.js';
import { uploadQueries } from './upload-queries.js';

/** The root field of a singleton: `x(locale, fallbackLocales)`, its one record or null. */
function singletonQuery(
  model: ModelDefinition,
  registry: TypeRegistry,
): GraphQLFieldConfigMap<unknown, ContentContext> {
  return {
    [singleQueryName(model.apiKey)]: {
      type: registry.record(model.apiKey),
      args: localeArgs,
      resolve: (_root, args: LocaleArgs, context): ItemSource | null => {
        const [id] = context.store.recordIdsByModel.get(model.apiKey) ?? [];
        const item = id ? context.store.records.get(id) : undefined;
        tagRead(context, 'model', model.apiKey);
        if (!item || !isVisible(item, context)) return null;
        tagRead(context, 'record', item.id);
        return { item, ...rootScope(args, context) };
      },
    },
  };
}

/** `Query`: `_site`, then the queries of each model (blocks have none), then those of the uploads. */
export function queryType(models: readonly ModelDefinition[], registry: TypeRegistry): GraphQLObjectType {
  return new GraphQLObjectType<unknown, ContentContext>({
    name: 'Query',
    description: 'The query root for this schema',
    fields: () => {
      const fields: GraphQLFieldConfigMap<unknown, ContentContext> = {
        _site: {
          type: new GraphQLNonNull(Site),
          args: localeArgs,
          resolve: (_root, args: LocaleArgs, context) => {
            tagRead(context, 'site', 'site');
            return rootScope(args, context);
          },
        },
      };
      for (const model of models.filter((candidate) => !candidate.block)) {
        Object.assign(fields, model.singleton ? singletonQuery(model, registry) : collectionQueries(model, registry));
      }
      return Object.assign(fields, uploadQueries());
    },
  });
}
