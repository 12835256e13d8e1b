import { localeCodes, locales } from '../config/locales.js';
import {
  allLocalesFieldName,
  collectionQueryName,
  recordTypeName,
  singleQueryName,
} from '../content-model/api/naming.js';
import type { FieldDefinition, ModelDefinition } from '../content-model/model/definition.js';
import { modelByApiKey } from '../content-model/model/models.js';
import { routableModels } from '../content-model/model/record-types.js';

/** An upload: its id, whether it is an image, and its alternative text in each locale (`alt_fr`, `alt_en`). */
const uploadSelection = `{ id mimeType ${localeCodes.map((code) => `alt_${code}: alt(locale: ${locales[code].gql})`).join(' ')} }`;
/** A linked record: its id, whatever its model. */
const linkSelection = '{ ... on RecordInterface { id } }';

/**
 * A block's field in a query, named by type and api key: blocks of one field may have fields of one name and
 * different types (a link block's `link` is text in one, a record in another), which GraphQL cannot merge unaliased.
 */
export const blockFieldAlias = (field: FieldDefinition): string => `${field.type}_${field.apiKey}`;

/** The fragments of the blocks a field allows, each with its model and its fields. */
function blockFragments(blocks: readonly string[]): string {
  return blocks
    .map((apiKey) => {
      const block = modelByApiKey(apiKey);
      const fields = block.fields.map((field) => `${blockFieldAlias(field)}: ${fieldSelection(field)}`);
      return `... on ${recordTypeName(apiKey)} { _modelApiKey id ${fields.join(' ')} }`;
    })
    .join(' ');
}

/** What a value of `field` is read with: nothing for text, numbers and dates. */
function valueSelection(field: FieldDefinition): string {
  switch (field.type) {
    case 'file':
    case 'gallery':
      return uploadSelection;
    case 'link':
    case 'links':
      return linkSelection;
    case 'seo':
      return '{ title description }';
    case 'structured_text':
      return field.blocks?.length ? `{ value blocks { ${blockFragments(field.blocks)} } }` : '{ value }';
    case 'rich_text':
      return `{ ${blockFragments(field.blocks ?? [])} }`;
    default:
      return '';
  }
}

/** A field in a query: a localized one as its value in every locale of the record. */
function fieldSelection(field: FieldDefinition): string {
  const value = valueSelection(field);
  return field.localized
    ? `${allLocalesFieldName(field.apiKey)} { locale value ${value} }`
    : `${field.apiKey} ${value}`;
}

/** Everything the content check reads of a record of `model`. */
function recordQuerySelection(model: ModelDefinition): string {
  const pages = (routableModels as readonly string[]).includes(model.apiKey);
  const seoTags = pages
    ? localeCodes.map((code) => `seo_${code}: _seoMetaTags(locale: ${locales[code].gql}) { tag attributes content }`)
    : [];
  return `{ id _modelApiKey _status _editingUrl _locales ${seoTags.join(' ')} ${model.fields.map(fieldSelection).join(' ')} }`;
}

/** The query of every record of `model`: a singleton's one record, or a collection a page at a time. */
export function healthQuery(model: ModelDefinition): string {
  const selection = recordQuerySelection(model);
  if (model.singleton) return `query { item: ${singleQueryName(model.apiKey)} ${selection} }`;
  return `query ($first: IntType, $skip: IntType) { items: ${collectionQueryName(model.apiKey)}(first: $first, skip: $skip) ${selection} }`;
}

/** The site's SEO in each locale (`seo_fr`): the title suffix and the fallback description pages fall back to. */
export const siteSeoQuery = `query { _site { ${localeCodes.map((code) => `seo_${code}: globalSeo(locale: ${locales[code].gql}) { titleSuffix fallbackSeo { description } }`).join(' ')} } }`;
