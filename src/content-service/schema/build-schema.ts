import { GraphQLSchema } from 'graphql';
import { models } from '../../content-model/model/models.js';
import { queryType } from './root-query.js';
import { recordType } from './record-object-type.js';
import { structuredTextType } from './structured-text.js';
import { createTypeRegistry } from './type-registry.js';

/**
 * The GraphQL schema of the content service, built from the content model (src/content-model/model/models.ts) with the
 * DatoCMS Content Delivery API conventions. Block types are listed explicitly: they are reached only through unions.
 * `strict` is the schema DatoCMS serves to requests with `X-Exclude-Invalid: true`: required fields are non-null. The
 * store only holds records that pass validation, so the only records strict mode leaves out elsewhere do not exist here.
 */
export function buildContentSchema({ strict = false }: { strict?: boolean } = {}): GraphQLSchema {
  const registry = createTypeRegistry(models, { record: recordType, structuredText: structuredTextType }, { strict });
  return new GraphQLSchema({
    query: queryType(models, registry),
    types: models.map((model) => registry.record(model.apiKey)),
  });
}
