import { GraphQLObjectType } from 'graphql';
import type { ModelDefinition } from '../../content-model/model/definition.js';
import type { ContentContext, ItemSource } from './context.js';
import { recordTypeName } from '../../content-model/api/naming.js';
import { recordFieldConfigs } from './record-fields.js';
import { metaFields, RecordInterface } from './record-interface.js';
import type { TypeRegistry } from './type-registry.js';

/** `<Model>Record`: the meta fields, then the model's fields (blocks get the same shape, with their record's meta). */
export function recordType(
  model: ModelDefinition,
  registry: TypeRegistry,
): GraphQLObjectType<ItemSource, ContentContext> {
  return new GraphQLObjectType<ItemSource, ContentContext>({
    name: recordTypeName(model.apiKey),
    description: `${model.block ? 'Block' : 'Record'} of type ${model.apiKey}`,
    interfaces: [RecordInterface],
    fields: () => {
      const fields = metaFields();
      for (const field of model.fields) Object.assign(fields, recordFieldConfigs(model, field, registry));
      return fields;
    },
  });
}
