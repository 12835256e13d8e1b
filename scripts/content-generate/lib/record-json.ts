export type RecordStatus = 'published' | 'draft' | 'updated';

/** A record file as docs/reference/content-files.md describes it: meta fields, then the model's fields. */
export interface RecordJson {
  id: string;
  _status: RecordStatus;
  _createdAt: string;
  _updatedAt?: string;
  _publishedAt?: string;
  _firstPublishedAt?: string;
  [field: string]: unknown;
}
