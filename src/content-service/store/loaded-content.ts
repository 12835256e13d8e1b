import type { ContentStore, StoredUpload } from './content-store.js';
import type { ContentProblem } from './content-validation-error.js';
import type { ShelfFile, ShelfSlot } from '../../io/shelf-file.js';

/**
 * A valid content folder as loaded, with what a reload needs to read again only what changed since
 * (reload-content.ts): the store, and what the load knew of each file.
 */
export interface LoadedContent {
  store: ContentStore;
  /** The file the store's records and blocks are shelved in: a reload adds the changed ones to it. */
  shelf: ShelfFile;
  /** Its size after the last load of the whole folder: a reload that finds it twice as large loads the whole folder into a new one. */
  fullLoadShelfBytes: number;
  /** Every record file, by path relative to the content folder (`records/single_news/foo.json`), in path order. */
  records: ReadonlyMap<string, RecordFileState>;
  /** The model of every record's content id (its file name): the reference index the record files were checked against. */
  modelsById: ReadonlyMap<string, string>;
  /**
   * The file of every slug (uniqueness-checks.ts: SlugEntry.key). A reload updates it in place once it is sure to
   * succeed: the LoadedContent it was given is superseded then.
   */
  slugOwners: Map<string, string>;
  /** Every upload, by the name of its metadata file (`hero.json`). */
  uploads: ReadonlyMap<string, UploadFileState>;
  /** The text of `site.json`. */
  siteText: string;
  /**
   * A hash of everything the store serves (each record's and block's stored form, the site settings, the uploads with
   * their md5), from a load of the whole folder: two loads with the same one answer every query alike, given the same
   * code (answer-cache.ts). Made only when the load is asked for it; a reload that changed something leaves it out.
   */
  fingerprint?: string;
}

/** What the load of a record file knew of it and made of it. */
export interface RecordFileState {
  /** Its identity before it was read (file-identity.ts). */
  identity: string;
  /** The SHA-256 of the bytes read, when the identity was taken too soon after a save to be trusted (isRacy). */
  contentHash?: string;
  recordId: string;
  modelApiKey: string;
  summary: ShelfSlot;
  record: ShelfSlot;
  /** Its blocks, by id, in the store's order. */
  blocks: readonly (readonly [id: string, slot: ShelfSlot])[];
  /**
   * What its checks asked the reference index (reference-lookups.ts: lookedUp): a reload checks it again when
   * one of those answers changes. Null: not known, checked again whenever a record or upload is created or removed.
   */
  lookedUp: string | null;
  warnings: readonly ContentProblem[];
}

/** What the load of an upload knew of its two files, and made of them. */
export interface UploadFileState {
  /** The identities of its metadata file and of its file, before they were read (file-identity.ts). */
  identities: readonly [metadata: string, file: string];
  /** Either was read too soon after a save to be trusted (isRacy): a reload reads it again. */
  racy: boolean;
  upload: StoredUpload;
}
