import type { LocaleIso } from '../../config/locales.js';
import type { DastDocument } from '../../content-model/dast/dast-document.js';
import type { FieldDefinition } from '../../content-model/model/definition.js';
import type { FieldValue, ItemMeta } from './content-store.js';
import { isEmptyFieldValue } from './field-values.js';

/**
 * A record file as its zod schema outputs it: values are checked and converted (Markdown to DAST) but blocks are
 * still nested; the normalizer flattens them into the store.
 */
export type ParsedValue =
  | { kind: 'plain'; value: FieldValue }
  | { kind: 'blocks'; blocks: ParsedBlock[] }
  | { kind: 'structured_text'; value: DastDocument; blocks: ParsedBlock[] };

export interface ParsedBlock {
  id: string;
  modelApiKey: string;
  /** By field api key: block fields are never localized (the field holding the block is). */
  fields: Record<string, ParsedValue>;
}

export type ParsedField =
  | { localized: false; value: ParsedValue }
  | { localized: true; values: Partial<Record<LocaleIso, ParsedValue>> };

export interface ParsedRecordFile {
  id: string;
  meta: ItemMeta;
  /** Every field of the model, by api key. */
  fields: Record<string, ParsedField>;
}

/** The value of a field missing from a file: false for booleans, empty lists for list fields, null otherwise. */
export function emptyValue(field: FieldDefinition): ParsedValue {
  switch (field.type) {
    case 'boolean':
      return { kind: 'plain', value: false };
    case 'links':
    case 'gallery':
      return { kind: 'plain', value: [] };
    case 'rich_text':
      return { kind: 'blocks', blocks: [] };
    default:
      return { kind: 'plain', value: null };
  }
}

/** A missing value, `null`, `""`, `[]` or an empty structured text: no value (fallback locales apply). */
export function isEmptyParsed(value: ParsedValue | undefined): boolean {
  if (!value) return true;
  switch (value.kind) {
    case 'plain':
      return isEmptyFieldValue(value.value);
    case 'blocks':
      return value.blocks.length === 0;
    case 'structured_text':
      return value.value.document.children.length === 0;
  }
}
