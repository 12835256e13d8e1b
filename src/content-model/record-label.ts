import type { RecordLinkFragment } from './generated/content-documents.js';

/** What a link to a record says when the text does not say it: its title, a person's name, or nothing. */
export function recordLabel(record: RecordLinkFragment): string {
  if ('title' in record) return record.title;
  if ('firstName' in record) return `${record.firstName} ${record.lastName}`;
  return '';
}
