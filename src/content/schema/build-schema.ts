import { GraphQLSchema } from 'graphql';
import { models } from '../model/models.js';
import { queryType } from './root-query.js';
import { recordType } from './record-types.js';
import { structuredTextType } from './structured-text.js';
import { createTypeRegistry } from './type-registry.js';

/**
 * The GraphQL schema of the content service, built from the content model (src/content/model/models.ts) with the
 * DatoCMS Content Delivery API conventions. Block types are listed explicitly: they are reached only through unions.
 */
export function buildContentSchema(): GraphQLSchema {
  const registry = createTypeRegistry(models, { record: recordType, structuredText: structuredTextType });
  return new GraphQLSchema({
    query: queryType(models, registry),
    types: models.map((model) => registry.record(model.apiKey)),
  });
}
