import { isAbsolute, join } from 'node:path';
import type { HealthRecord } from './health-record.js';

/**
 * Where an editor fixes a record, from the API's `_editingUrl`: DatoCMS's editor page of the record
 * (`https://<project>.admin.datocms.com/editor/item_types/<model id>/items/<id>/edit`), kept as it is; the embedded
 * service's record file, relative to its content folder, placed under `contentDir` (CONTENT_DIR); else none.
 */
export function editingUrl(record: HealthRecord, contentDir: string): string {
  const url = record.editingUrl;
  if (url === null) return '';
  return /^https?:\/\//.test(url) || isAbsolute(url) ? url : join(contentDir, url);
}
