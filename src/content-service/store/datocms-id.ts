import { createHash } from 'node:crypto';

/** DatoCMS's record and upload ids: a version-4 UUID (RFC 4122) written as 22 url-safe base64 characters. */
function isDatocmsId(id: string): boolean {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return false;
  const bytes = Buffer.from(id, 'base64url');
  return bytes.length === 16 && (bytes[6] ?? 0) >> 4 === 4 && ((bytes[8] ?? 0) & 0xc0) === 0x80;
}

/**
 * The id a record, block or upload of `content/` has in the content service and in an exported DatoCMS project
 * (docs/reference/content-files.md, "Ids"): the content id (its file name, or a block's `id`) itself when it already has DatoCMS's
 * form, else a version-4 UUID derived from the kind and the content id (the first 16 bytes of a SHA-256, version and
 * variant bits set). The same file always gets the same id, so a second export finds what the first one created.
 */
export function datocmsId(kind: 'item' | 'upload', contentId: string): string {
  if (isDatocmsId(contentId)) return contentId;
  const bytes = createHash('sha256').update(`${kind}:${contentId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return bytes.toString('base64url');
}
