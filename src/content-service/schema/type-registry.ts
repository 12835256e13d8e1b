import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLUnionType,
  getNamedType,
  getNullableType,
  isListType,
  type GraphQLOutputType,
} from 'graphql';
import type { FieldDefinition, ModelDefinition } from '../../content-model/model/definition.js';
import type { ContentContext, ItemSource } from './context.js';
import { SiteLocale } from './locale-values.js';
import { fieldTypeName, recordTypeName } from '../../content-model/api/naming.js';

/** The types of one schema build that refer to each other, created on first use. */
export interface TypeRegistry {
  /**
   * DatoCMS's strict mode (`X-Exclude-Invalid: true`): a field with a required validation has a non-null type
   * (`String!`), so generated result types need no null checks for what an editor cannot leave empty.
   */
  readonly strict: boolean;
  record(modelApiKey: string): GraphQLObjectType<ItemSource, ContentContext>;
  /** The record type when one model is allowed, else the union `name` of the allowed models' types. */
  oneOf(name: string, modelApiKeys: readonly string[]): GraphQLObjectType | GraphQLUnionType;
  /**
   * `{ locale value }` for the `_all<Field>Locales` field of a localized field of type `valueType`; a required field of
   * the strict schema has its own type (`StringNonNullMultiLocaleField`, as DatoCMS names it).
   */
  multiLocale(valueType: GraphQLOutputType, required?: boolean): GraphQLObjectType;
  structuredText(model: ModelDefinition, field: FieldDefinition): GraphQLObjectType;
}

export interface TypeFactories {
  record(model: ModelDefinition, registry: TypeRegistry): GraphQLObjectType<ItemSource, ContentContext>;
  structuredText(model: ModelDefinition, field: FieldDefinition, registry: TypeRegistry): GraphQLObjectType;
}

export function createTypeRegistry(
  models: readonly ModelDefinition[],
  factories: TypeFactories,
  { strict }: { strict: boolean },
): TypeRegistry {
  const records = new Map<string, GraphQLObjectType<ItemSource, ContentContext>>();
  const unions = new Map<string, GraphQLUnionType>();
  const objects = new Map<string, GraphQLObjectType>();
  const memo = <T>(types: Map<string, T>, name: string, create: () => T): T => {
    const existing = types.get(name);
    if (existing) return existing;
    const created = create();
    types.set(name, created);
    return created;
  };

  const registry: TypeRegistry = {
    strict,
    record(modelApiKey) {
      const type = records.get(modelApiKey);
      if (!type) throw new Error(`No model "${modelApiKey}" in the content model`);
      return type;
    },
    oneOf(name, modelApiKeys) {
      const [only] = modelApiKeys;
      if (modelApiKeys.length === 1 && only) return registry.record(only);
      return memo(
        unions,
        name,
        () =>
          new GraphQLUnionType({
            name,
            types: () => modelApiKeys.map((apiKey) => registry.record(apiKey)),
            resolveType: (source: ItemSource) => recordTypeName(source.item.modelApiKey),
          }),
      );
    },
    multiLocale(valueType, required = false) {
      const list = isListType(getNullableType(valueType)) ? 'List' : '';
      const nonNull = required ? 'NonNull' : '';
      const name = `${getNamedType(valueType).name}${nonNull}${list}MultiLocaleField`;
      return memo(
        objects,
        name,
        () =>
          new GraphQLObjectType({
            name,
            fields: { locale: { type: new GraphQLNonNull(SiteLocale) }, value: { type: valueType } },
          }),
      );
    },
    structuredText(model, field) {
      const name = fieldTypeName(model.apiKey, field.apiKey);
      return memo(objects, name, () => factories.structuredText(model, field, registry));
    },
  };
  for (const model of models) records.set(model.apiKey, factories.record(model, registry));
  return registry;
}

export const nonNullList = <T extends GraphQLOutputType>(type: T): GraphQLNonNull<GraphQLList<GraphQLNonNull<T>>> =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));
