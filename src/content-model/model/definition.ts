/**
 * The content model as data: one definition per DatoCMS model or block. The embedded content service builds its
 * GraphQL schema from it, the content loader validates files against it, and the generator writes files for it.
 *
 * Model api keys are snake_case as in DatoCMS (`single_news`); field api keys are written as they appear in GraphQL
 * (camelCase), which is what DatoCMS derives from its snake_case field keys.
 */
export type FieldType =
  | 'string' // single-line text
  | 'text' // multi-line plain text
  | 'slug'
  | 'boolean'
  | 'integer'
  | 'float'
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO 8601 with offset
  | 'link' // one record of `models`
  | 'links' // several records of `models`
  | 'file' // one upload
  | 'gallery' // several uploads
  | 'structured_text' // dast value, with `blocks` allowed as blocks and `models` allowed as record links
  | 'rich_text' // modular content: a list of blocks of `blocks`
  | 'seo'; // {title, description, image, twitterCard, noIndex}

export interface FieldDefinition {
  apiKey: string;
  type: FieldType;
  localized?: boolean;
  required?: boolean;
  /** link, links, structured_text: the models a record link may point to. */
  models?: readonly string[];
  /** structured_text, rich_text: the block models allowed. */
  blocks?: readonly string[];
  /** string: the only values allowed. */
  enum?: readonly string[];
}

export interface ModelDefinition {
  apiKey: string;
  /** A singleton has one record and only a `camelCase(apiKey)` query. */
  singleton?: boolean;
  /** A block lives inside another record's field and has no query of its own. */
  block?: boolean;
  /** Records of a model with draft mode can be drafts, served only in preview. */
  draftMode?: boolean;
  /** Default order of collection queries when no orderBy is given. */
  defaultOrder?: string;
  fields: readonly FieldDefinition[];
}
