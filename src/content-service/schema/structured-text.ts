import { GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLOutputType } from 'graphql';
import { dastReferences } from '../dast/dast-references.js';
import { tagRead } from './tag-read.js';
import type { FieldDefinition, ModelDefinition } from '../../content-model/model/definition.js';
import type { StructuredTextValue } from '../store/content-store.js';
import { readableIn, visibleRecord, type ContentContext, type ItemSource, type LocaleScope } from './context.js';
import { fieldTypeName } from '../../content-model/api/naming.js';
import { JsonField } from './scalars.js';
import { nonNullList, type TypeRegistry } from './type-registry.js';

export interface StructuredTextSource extends LocaleScope {
  value: StructuredTextValue;
}

/**
 * `<Model>Model<Field>Field { value blocks links }`: the DAST document, the blocks its `block` nodes embed, and the
 * records its `itemLink` / `inlineItem` nodes refer to (drafts left out unless included). `blocks` and `links` are
 * typed by the allowed block and record models (`<…>BlocksField` / `<…>LinksField` unions when several), or String
 * (always empty) when the field allows none, as in DatoCMS.
 */
export function structuredTextType(
  model: ModelDefinition,
  field: FieldDefinition,
  registry: TypeRegistry,
): GraphQLObjectType<StructuredTextSource, ContentContext> {
  const name = fieldTypeName(model.apiKey, field.apiKey);
  const allowed = (suffix: string, apiKeys: readonly string[] | undefined): GraphQLOutputType =>
    apiKeys && apiKeys.length > 0 ? registry.oneOf(name.replace(/Field$/, `${suffix}Field`), apiKeys) : GraphQLString;
  return new GraphQLObjectType<StructuredTextSource, ContentContext>({
    name,
    fields: () => ({
      value: { type: new GraphQLNonNull(JsonField), resolve: (source) => source.value.value },
      blocks: {
        type: nonNullList(allowed('Blocks', field.blocks)),
        resolve: (source, _args, context): ItemSource[] =>
          source.value.blocks.flatMap((id) => {
            const block = context.store.blocks.get(id);
            return block ? [{ item: block, locale: source.locale, fallbackLocales: source.fallbackLocales }] : [];
          }),
      },
      links: {
        type: nonNullList(allowed('Links', field.models)),
        resolve: (source, _args, context): ItemSource[] =>
          dastReferences(source.value.value).links.flatMap((id) => {
            // Tagged even when a draft leaves it out: its publication adds it to the answer.
            tagRead(context, 'record', id);
            const record = visibleRecord(id, context);
            if (!record || !readableIn(record, source)) return [];
            return [{ item: record, locale: source.locale, fallbackLocales: source.fallbackLocales }];
          }),
      },
    }),
  });
}
