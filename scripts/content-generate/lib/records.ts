import { localDateTime } from './time.js';
import type { RecordJson, RecordStatus } from './types.js';

export interface MetaOptions {
  /** Creation date, `YYYY-MM-DD`. */
  created: string;
  createdTime?: string;
  /** Last edit, `YYYY-MM-DD`; defaults to the creation date. */
  updated?: string;
  status?: RecordStatus;
}

/**
 * The system fields of a record. A draft has never been published, so it carries no publication dates; an
 * `updated` record was published at creation and edited since.
 */
export function recordMeta(id: string, options: MetaOptions): RecordJson {
  const status = options.status ?? 'published';
  const createdAt = localDateTime(options.created, options.createdTime ?? '09:00');
  const updatedAt = options.updated ? localDateTime(options.updated, '14:30') : createdAt;
  if (status === 'draft') return { id, _status: status, _createdAt: createdAt, _updatedAt: updatedAt };
  return {
    id,
    _status: status,
    _createdAt: createdAt,
    _updatedAt: updatedAt,
    _publishedAt: status === 'updated' ? createdAt : updatedAt,
    _firstPublishedAt: createdAt,
  };
}
