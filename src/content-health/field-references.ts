import { type Locale, localeCodes } from '../config/locales.js';
import type { FieldDefinition } from '../content-model/model/definition.js';
import { modelByApiKey } from '../content-model/model/models.js';
import { blockFieldAlias } from './health-query.js';
import type { FieldValue } from './field-value.js';

/** An upload a record shows: its alternative text per locale. */
export interface UploadReference {
  kind: 'upload';
  id: string;
  image: boolean;
  alt: Partial<Record<Locale, string>>;
}

/** A record a record links to; null: the link is empty. */
export interface RecordReference {
  kind: 'record';
  id: string | null;
  /** A link in structured text or in a block (a link block, a menu entry), or a record's own link field. */
  via: 'text' | 'block' | 'field';
}

/** Where a reference was found: the field (`body › link_internal.link`) and the locale of a localized field's value. */
export type FoundReference = (UploadReference | RecordReference) & { field: string; locale: Locale | null };

/** A reference and the field path it was found at. */
type Located = (UploadReference | RecordReference) & { at: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function uploadOf(value: Json): UploadReference {
  const alt: Partial<Record<Locale, string>> = {};
  for (const code of localeCodes) {
    const text = value[`alt_${code}`];
    if (typeof text === 'string' && text.trim() !== '') alt[code] = text;
  }
  const mimeType = typeof value.mimeType === 'string' ? value.mimeType : '';
  return { kind: 'upload', id: String(value.id), image: mimeType.startsWith('image/'), alt };
}

/** The record ids a structured-text document links to (`itemLink`, `inlineItem`). */
function dastLinks(node: unknown, found: string[] = []): string[] {
  if (!isObject(node)) return found;
  if ((node.type === 'itemLink' || node.type === 'inlineItem') && typeof node.item === 'string') found.push(node.item);
  const children = node.document ?? node.children;
  if (isObject(children)) dastLinks(children, found);
  if (Array.isArray(children)) for (const child of children) dastLinks(child, found);
  return found;
}

/** The references of one value of `field`; `inBlock`: a link field of a block, whose empty value is a broken link. */
function* valueReferences(field: FieldDefinition, value: unknown, path: string, inBlock: boolean): Generator<Located> {
  if (value === null || value === undefined) {
    if (inBlock && field.type === 'link') yield { kind: 'record', id: null, via: 'block', at: path };
    return;
  }
  const items = Array.isArray(value) ? value : [value];
  switch (field.type) {
    case 'file':
    case 'gallery':
      for (const item of items) if (isObject(item)) yield { ...uploadOf(item), at: path };
      return;
    case 'link':
    case 'links':
      for (const item of items) {
        if (isObject(item)) yield { kind: 'record', id: String(item.id), via: inBlock ? 'block' : 'field', at: path };
      }
      return;
    case 'structured_text':
      if (!isObject(value)) return;
      for (const id of dastLinks(value.value)) yield { kind: 'record', id, via: 'text', at: path };
      if (Array.isArray(value.blocks)) yield* blockReferences(value.blocks, path);
      return;
    case 'rich_text':
      yield* blockReferences(items, path);
      return;
    default:
      return;
  }
}

function* blockReferences(blocks: readonly unknown[], path: string): Generator<Located> {
  for (const block of blocks) {
    if (!isObject(block) || typeof block._modelApiKey !== 'string') continue;
    for (const field of modelByApiKey(block._modelApiKey).fields) {
      yield* valueReferences(
        field,
        block[blockFieldAlias(field)],
        `${path} › ${block._modelApiKey}.${field.apiKey}`,
        true,
      );
    }
  }
}

/** Every upload and record the fields of a record of `model` point to, with the field and locale each was found in. */
export function* recordReferences(
  model: string,
  fields: Readonly<Record<string, FieldValue>>,
): Generator<FoundReference> {
  for (const field of modelByApiKey(model).fields) {
    const value = fields[field.apiKey];
    if (!value) continue;
    const entries: [Locale | null, unknown][] = value.localized
      ? localeCodes.flatMap((code) =>
          code in value.byLocale ? [[code, value.byLocale[code]] as [Locale, unknown]] : [],
        )
      : [[null, value.value]];
    for (const [locale, entry] of entries) {
      for (const { at, ...reference } of valueReferences(field, entry, field.apiKey, false)) {
        yield { ...reference, field: at, locale };
      }
    }
  }
}
