import { GraphQLNonNull, GraphQLString, type GraphQLFieldConfigMap, type GraphQLOutputType } from 'graphql';
import type { FieldDefinition, ModelDefinition } from '../../content-model/model/definition.js';
import { models } from '../../content-model/model/models.js';
import type { FieldValue, StoredItem } from '../store/content-store.js';
import { SUMMARY_LEFT_OUT } from '../store/record-summary.js';
import { asBoolean, asIds, asNumber, asSeo, asString, asStructuredText } from '../store/field-values.js';
import {
  readableIn,
  visibleRecord,
  wholeItem,
  type ContentContext,
  type ItemSource,
  type LocaleArgs,
  type LocaleScope,
} from './context.js';
import { tagRead } from './tag-read.js';
import { FileField } from './file-field.js';
import { fieldScope, localeArgs, localizedValue } from './locale-values.js';
import { allLocalesFieldName, fieldTypeName } from '../../content-model/api/naming.js';
import { BooleanType, DateScalar, DateTime, FloatType, IntType } from './scalars.js';
import { SeoField, uploadSource } from './seo-types.js';
import { nonNullList, type TypeRegistry } from './type-registry.js';

const recordModels = models.filter((model) => !model.block).map((model) => model.apiKey);

/** The GraphQL type of a field's value. */
function outputType(model: ModelDefinition, field: FieldDefinition, registry: TypeRegistry): GraphQLOutputType {
  const unionName = fieldTypeName(model.apiKey, field.apiKey);
  switch (field.type) {
    case 'string':
    case 'text':
    case 'slug':
      return GraphQLString;
    case 'boolean':
      return BooleanType;
    case 'integer':
      return IntType;
    case 'float':
      return FloatType;
    case 'date':
      return DateScalar;
    case 'datetime':
      return DateTime;
    case 'link':
      return registry.oneOf(unionName, field.models ?? recordModels);
    case 'links':
      return nonNullList(registry.oneOf(unionName, field.models ?? recordModels));
    case 'file':
      return FileField;
    case 'gallery':
      return nonNullList(FileField);
    case 'seo':
      return SeoField;
    case 'structured_text':
      return registry.structuredText(model, field);
    case 'rich_text':
      return nonNullList(registry.oneOf(unionName, field.blocks ?? []));
  }
}

/**
 * A linked record as a source; none when it does not exist for the query (a draft) or has no content in its locale. Tagged as read either way: a
 * draft's publication adds it to the answer, so the pages that link to it must hear of it.
 */
function linkedRecord(id: string, scope: LocaleScope, context: ContentContext): ItemSource | null {
  tagRead(context, 'record', id);
  const item = visibleRecord(id, context);
  if (!item || !readableIn(item, scope)) return null;
  return { item, locale: scope.locale, fallbackLocales: scope.fallbackLocales };
}

/**
 * A stored value as the source its GraphQL type resolves from; linked drafts are left out unless included. It runs
 * for every field of every record a build reads: it makes no closure (each costs a `__name` call under tsx).
 */
function outputValue(field: FieldDefinition, value: FieldValue, parent: LocaleScope, context: ContentContext): unknown {
  const scope: LocaleScope = { locale: parent.locale, fallbackLocales: parent.fallbackLocales };
  switch (field.type) {
    case 'string':
    case 'text':
    case 'slug':
    case 'date':
    case 'datetime':
      return asString(value);
    case 'boolean':
      return asBoolean(value);
    case 'integer':
    case 'float':
      return asNumber(value);
    case 'link': {
      const id = asString(value);
      return id ? linkedRecord(id, scope, context) : null;
    }
    case 'links': {
      const records: ItemSource[] = [];
      for (const id of asIds(value)) {
        const record = linkedRecord(id, scope, context);
        if (record) records.push(record);
      }
      return records;
    }
    case 'file':
      return uploadSource(asString(value), scope, context);
    case 'gallery':
      return asIds(value).flatMap((id) => uploadSource(id, scope, context) ?? []);
    case 'seo': {
      const seo = asSeo(value);
      return seo && { ...scope, seo };
    }
    case 'structured_text': {
      const structuredText = asStructuredText(value);
      return structuredText && { ...scope, value: structuredText };
    }
    case 'rich_text':
      return asIds(value).flatMap((id) => {
        const block = context.store.blocks.get(id);
        return block ? [{ item: block, ...scope }] : [];
      });
  }
}

/**
 * The fields of a record type for one model field. A localized field takes `locale` and `fallbackLocales` (defaults:
 * the query's) and has a companion `_all<Field>Locales` listing its value in each of the record's locales.
 */
export function recordFieldConfigs(
  model: ModelDefinition,
  field: FieldDefinition,
  registry: TypeRegistry,
): GraphQLFieldConfigMap<ItemSource, ContentContext> {
  const valueType = outputType(model, field, registry);
  const type = registry.strict && field.required ? new GraphQLNonNull(valueType) : valueType;
  /** The item holding the field's values: a record's summary has those of every field but SUMMARY_LEFT_OUT's. */
  const itemOf = (source: ItemSource, context: ContentContext): StoredItem =>
    SUMMARY_LEFT_OUT.has(field.type) ? wholeItem(source, context) : source.item;
  if (!field.localized) {
    return {
      [field.apiKey]: {
        type,
        resolve: (source, _args, context) =>
          outputValue(field, itemOf(source, context).fields[field.apiKey] ?? null, source, context),
      },
    };
  }
  return {
    [field.apiKey]: {
      type,
      args: localeArgs,
      resolve: (source, args: LocaleArgs, context) => {
        const scope = fieldScope(source, args);
        const value = localizedValue(itemOf(source, context).localizedFields[field.apiKey] ?? {}, scope);
        return outputValue(field, value, scope, context);
      },
    },
    [allLocalesFieldName(field.apiKey)]: {
      type: nonNullList(registry.multiLocale(type, type !== valueType)),
      resolve: (source, _args, context) => {
        const item = itemOf(source, context);
        return item.locales.map((locale) => {
          const value = item.localizedFields[field.apiKey]?.[locale] ?? null;
          return { locale, value: outputValue(field, value, { locale, fallbackLocales: [] }, context) };
        });
      },
    },
  };
}
