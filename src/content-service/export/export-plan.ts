import type { LocaleIso } from '../../config/locales.js';

/**
 * What `npm run content:export -- --datocms` creates in a DatoCMS project, in the Content Management API's own terms
 * (snake_case api keys, its field types and validators, records with their DatoCMS ids). Models and fields are
 * matched with the project's by api key, records and uploads by id; models refer to each other by api key here,
 * resolved to the project's ids when applied.
 */
export interface ExportPlan {
  /** In project order: the first one is the default locale. */
  locales: readonly LocaleIso[];
  models: readonly PlannedModel[];
  uploads: readonly PlannedUpload[];
  records: readonly PlannedRecord[];
}

export interface PlannedModel {
  apiKey: string;
  name: string;
  singleton: boolean;
  modularBlock: boolean;
  draftModeActive: boolean;
  /** The order of its records when a query gives none: a field's api key (or a meta date) and a direction. */
  ordering: PlannedOrdering | null;
  fields: readonly PlannedField[];
}

export interface PlannedOrdering {
  /** A field api key of the model, or `_createdAt` / `_updatedAt` / `_publishedAt` / `_firstPublishedAt`. */
  field: string;
  direction: 'asc' | 'desc';
}

/** DatoCMS's field types (`date_time`, not `datetime`). */
export type DatocmsFieldType =
  | 'string'
  | 'text'
  | 'slug'
  | 'boolean'
  | 'integer'
  | 'float'
  | 'date'
  | 'date_time'
  | 'link'
  | 'links'
  | 'file'
  | 'gallery'
  | 'structured_text'
  | 'rich_text'
  | 'seo';

/** A field validator; `item_types` lists model api keys. */
export type PlannedValidators = Partial<{
  required: Record<string, never>;
  enum: { values: readonly string[] };
  item_item_type: { item_types: readonly string[] };
  items_item_type: { item_types: readonly string[] };
  rich_text_blocks: { item_types: readonly string[] };
  structured_text_blocks: { item_types: readonly string[] };
  structured_text_links: { item_types: readonly string[] };
}>;

export interface PlannedField {
  /** snake_case, as DatoCMS stores it (GraphQL shows it camelCased). */
  apiKey: string;
  label: string;
  fieldType: DatocmsFieldType;
  localized: boolean;
  validators: PlannedValidators;
}

export interface PlannedUpload {
  id: string;
  /** The content file's upload id. */
  contentId: string;
  /** Absolute path of the file. */
  path: string;
  filename: string;
  author: string | null;
  copyright: string | null;
  notes: string | null;
  tags: readonly string[];
  defaultFieldMetadata: Readonly<Record<string, UploadLocaleMetadata>>;
}

export interface UploadLocaleMetadata {
  alt: string | null;
  title: string | null;
  custom_data: Readonly<Record<string, string>>;
  focal_point: { x: number; y: number } | null;
}

/** A field value as the CMA takes it: blocks written out in full, links and uploads by DatoCMS id. */
export type CmaValue = unknown;

/** A block written out in a field's value: its model's api key (resolved to its id when applied) and its values. */
export interface PlannedBlock {
  block: string;
  attributes: Readonly<Record<string, CmaValue>>;
}

export interface PlannedRecord {
  id: string;
  /** The content file's record id and its file, for messages. */
  contentId: string;
  sourceFile: string;
  model: string;
  /** Published (or published with later changes) in the content: published after it is created. */
  publish: boolean;
  /** The content's dates, kept by DatoCMS when given at creation (its other meta dates are the export's). */
  createdAt: string;
  firstPublishedAt: string | null;
  /** Values by snake_case field api key; a localized field's value is an object by locale. */
  attributes: Readonly<Record<string, CmaValue>>;
  /**
   * Field api keys whose values link to other records: left out when the record is created, written once every
   * record exists (a link to a record not yet created is refused). A required single link is never deferred.
   */
  deferred: readonly string[];
}
