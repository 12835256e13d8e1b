import { createHash } from 'node:crypto';

/**
 * DatoCMS's cache tags (`X-Cache-Tags: true`): opaque strings naming what a response read, so that a change can be
 * mapped to the responses it invalidates. Here a tag is one letter for the kind of thing read and ten base64url
 * characters of the SHA-256 of its kind and key: deterministic, header-safe and short, whatever the id.
 *
 * The rule that keeps one edit's cost to what it changed (docs/decisions/partial-builds.md): a response is tagged
 * with every record it returned or reached through a link (any change of that record changes the response), and,
 * for what it did not return but could have:
 * - a query whose filter names its records by id (`id: {eq}` / `id: {in}`): those ids' record tags, named or found
 *   (a record created, published or deleted under that id is a change of that id);
 * - any other list, single-record or count query: its model's collection tag (a record created, deleted, published
 *   or unpublished may enter or leave it) and one field tag per field its filter tests or its order sorts on (a
 *   change of that field in any record of the model may move a record into, out of or within the answer).
 * So a change of a record's plain fields invalidates its record tag only, and the changed fields' tags (change-tags.ts).
 */
const KIND_LETTERS = {
  /** One record, by id: read at the root or reached through a link. */
  record: 'r',
  /** A model's collection, by api key: walked by a list, filter or count query (a new record changes those). */
  model: 'm',
  /** A field of a model, by `{model}.{field}`: filtered or sorted on by a query that walked the collection. */
  field: 'f',
  /** One upload, by id. */
  upload: 'u',
  /** The media library: walked by `allUploads`, `upload`, `_allUploadsMeta`. */
  uploads: 'l',
  /** The site's settings (`_site`). */
  site: 's',
} as const;

export type CacheTagKind = keyof typeof KIND_LETTERS;

/** Tags computed, by `{kind}:{key}`: a build reads the same records in many responses (a hash costs ~4 µs). */
const known = new Map<string, string>();
/** Tags kept at most (about 15 MB), then forgotten all at once. */
const KNOWN_KEPT = 200_000;

/** The tag of one thing a response read. */
export function cacheTag(kind: CacheTagKind, key: string): string {
  const name = `${kind}:${key}`;
  let tag = known.get(name);
  if (tag === undefined) {
    tag = KIND_LETTERS[kind] + createHash('sha256').update(name).digest('base64url').slice(0, 10);
    if (known.size >= KNOWN_KEPT) known.clear();
    known.set(name, tag);
  }
  return tag;
}
