import type { ContentProblem } from './content-validation-error.js';
import type { LocaleIso } from '../../config/locales.js';
import type { DastDocument } from '../../content-model/dast/dast-document.js';

/**
 * The loaded content. Records and blocks are read on demand from their compact serialized form (ItemShelf), so
 * that the store's memory follows the size of the content rather than the number of objects it parses into; an
 * item read is read-only. Maps rather than objects are used for the id indexes because ids are free text
 * ("constructor" is a valid id).
 */
export interface ContentStore {
  /** Absolute path of the content folder. */
  dir: string;
  site: SiteSettings;
  /** Every record (not blocks), by id. */
  records: ReadonlyMap<string, StoredRecord>;
  /** Every record as a summary (recordSummary: no SEO, structured or rich text values), by id. */
  recordSummaries: ReadonlyMap<string, StoredRecord>;
  /** Record ids of every non-block model (an empty list when it has none), sorted by id. */
  recordIdsByModel: ReadonlyMap<string, readonly string[]>;
  /** Every block (of rich text and structured text fields, nested ones included), by id. */
  blocks: ReadonlyMap<string, StoredBlock>;
  uploads: ReadonlyMap<string, StoredUpload>;
  /** What the files should fix but the site can publish as is (French typography), sorted by file and path. */
  warnings: readonly ContentProblem[];
  /** How many record files the load validated, and how many it reused unchanged from the cache of an earlier one. */
  recordFileCounts?: RecordFileCounts;
  /**
   * The store this one was made from by a reload that replaced records in place (the same ids, the others as they
   * were), and those records' ids: what it worked out of its records (a collection's selections) holds but for them.
   * One step only: the reload after cuts the link, so that no chain of stores is kept.
   */
  replacedFrom?: { store: ContentStore; recordIds: readonly string[] };
}

export interface RecordFileCounts {
  validated: number;
  reused: number;
  /** Of the reused, those taken by their identity alone, without reading the file (file-identity.ts). */
  unread: number;
}

export type ItemStatus = 'draft' | 'updated' | 'published';

export interface ItemMeta {
  status: ItemStatus;
  createdAt: string;
  updatedAt: string;
  /** Null for a draft (never published). */
  publishedAt: string | null;
  firstPublishedAt: string | null;
}

export interface SeoValue {
  title: string | null;
  description: string | null;
  /** An upload id. */
  image: string | null;
  twitterCard: string | null;
  noIndex: boolean | null;
}

export interface StructuredTextValue {
  value: DastDocument;
  /** Ids of the blocks the document embeds, in document order. */
  blocks: readonly string[];
}

/**
 * A field's value: string, text, slug, date and datetime as strings; boolean, integer and float as JSON values;
 * link and file as an id; links, gallery and rich_text as a list of ids (records, uploads, blocks); seo and
 * structured_text as objects. `null` means no value.
 */
export type FieldValue = string | number | boolean | readonly string[] | SeoValue | StructuredTextValue | null;

/** A localized field's values by locale; a missing locale has no value. */
export type LocalizedValues<T> = Readonly<Partial<Record<LocaleIso, T>>>;

/** A record or a block. */
export interface StoredItem {
  id: string;
  modelApiKey: string;
  meta: ItemMeta;
  /** Values of the non-localized fields, by field api key (every field of the model has an entry). */
  fields: Readonly<Record<string, FieldValue>>;
  /** Values of the localized fields, by field api key (every localized field has an entry), then locale. */
  localizedFields: Readonly<Record<string, LocalizedValues<FieldValue>>>;
  /**
   * The locales the item has content in: those where at least one localized field has a value, or every site
   * locale when its model has no localized field. Blocks have the locales of their record.
   */
  locales: readonly LocaleIso[];
  /** The content file it comes from, relative to the content folder (for messages). */
  sourceFile: string;
}

export type StoredRecord = StoredItem;

export interface StoredBlock extends StoredItem {
  /** The id of the record the block belongs to (through any nesting). */
  recordId: string;
}

export interface StoredUpload {
  id: string;
  filename: string;
  /** The filename without its extension. */
  basename: string;
  /** The extension, lowercase (`jpg`, `png`, `mp4`…). */
  format: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  md5: string;
  /** Pixels, for images and videos; null otherwise. */
  width: number | null;
  height: number | null;
  alt: LocalizedValues<string>;
  title: LocalizedValues<string>;
  /** From 0 to 1, from the top left corner. */
  focalPoint: { x: number; y: number } | null;
  customData: Readonly<Record<string, string>>;
  /** The editors' tags, in file order. */
  tags: readonly string[];
  author: string | null;
  copyright: string | null;
  notes: string | null;
  video: StoredVideo | null;
  /** Absolute path of the file. */
  filePath: string;
}

export interface StoredVideo {
  muxPlaybackId: string;
  muxAssetId: string;
  mp4Url: string | null;
  thumbnailUrl: string | null;
  duration: number | null;
  framerate: number | null;
  width: number | null;
  height: number | null;
}

export interface GlobalSeo {
  siteName: string | null;
  titleSuffix: string | null;
  twitterAccount: string | null;
  facebookPageUrl: string | null;
  fallbackSeo: SeoValue | null;
}

export interface SiteSettings {
  /** In project order: the first one is the default locale. */
  locales: readonly LocaleIso[];
  globalSeo: LocalizedValues<GlobalSeo>;
  /** An upload id. */
  favicon: string | null;
  noIndex: boolean;
}
