import type { FieldDefinition, FieldType, ModelDefinition } from '../../content-model/model/definition.js';
import type {
  DatocmsFieldType,
  PlannedField,
  PlannedModel,
  PlannedOrdering,
  PlannedValidators,
} from './export-plan.js';

/** DatoCMS's name for each field type of the content model. */
const FIELD_TYPES: Record<FieldType, DatocmsFieldType> = {
  string: 'string',
  text: 'text',
  slug: 'slug',
  boolean: 'boolean',
  integer: 'integer',
  float: 'float',
  date: 'date',
  datetime: 'date_time',
  link: 'link',
  links: 'links',
  file: 'file',
  gallery: 'gallery',
  structured_text: 'structured_text',
  rich_text: 'rich_text',
  seo: 'seo',
};

/** The meta dates a model can be ordered by, and DatoCMS's name of each. */
const META_ORDERINGS: Readonly<Record<string, string>> = {
  _createdAt: 'created_at',
  _updatedAt: 'updated_at',
  _publishedAt: 'published_at',
  _firstPublishedAt: 'first_published_at',
};

/** `heroImage` -> `hero_image`, `cTitle1` -> `c_title1`: the api key DatoCMS stores, which GraphQL camelCases back. */
export function snakeCase(apiKey: string): string {
  return apiKey.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `hero_image` -> `Hero image`: the label an editor sees. */
function label(snakeKey: string): string {
  const words = snakeKey.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function validators(field: FieldDefinition): PlannedValidators {
  const result: PlannedValidators = {};
  if (field.required) result.required = {};
  if (field.enum) result.enum = { values: field.enum };
  const models = field.models ?? [];
  const blocks = field.blocks ?? [];
  if (field.type === 'link') result.item_item_type = { item_types: models };
  if (field.type === 'links') result.items_item_type = { item_types: models };
  if (field.type === 'rich_text') result.rich_text_blocks = { item_types: blocks };
  if (field.type === 'structured_text') {
    result.structured_text_blocks = { item_types: blocks };
    result.structured_text_links = { item_types: models };
  }
  return result;
}

export function plannedField(field: FieldDefinition): PlannedField {
  const apiKey = snakeCase(field.apiKey);
  return {
    apiKey,
    label: label(apiKey),
    fieldType: FIELD_TYPES[field.type],
    localized: field.localized ?? false,
    validators: validators(field),
  };
}

function ordering(model: ModelDefinition): PlannedOrdering | null {
  if (!model.defaultOrder) return null;
  const separator = model.defaultOrder.lastIndexOf('_');
  const name = model.defaultOrder.slice(0, separator);
  const direction = model.defaultOrder.slice(separator + 1) === 'DESC' ? 'desc' : 'asc';
  return { field: META_ORDERINGS[name] ? name : snakeCase(name), direction };
}

/** A model of the content model as DatoCMS creates it: its name is its api key in words (`Single news`). */
export function plannedModel(model: ModelDefinition): PlannedModel {
  return {
    apiKey: model.apiKey,
    name: label(model.apiKey),
    singleton: model.singleton ?? false,
    modularBlock: model.block ?? false,
    draftModeActive: model.draftMode ?? false,
    ordering: ordering(model),
    fields: model.fields.map(plannedField),
  };
}

/** DatoCMS's `ordering_meta` value of a meta-date ordering, else undefined (a field ordering). */
export const orderingMeta = (ordering: PlannedOrdering): string | undefined => META_ORDERINGS[ordering.field];
