import type { FieldValue, SeoValue, StructuredTextValue } from './content-store.js';

/**
 * Reading stored field values. A value's shape follows its field's type (see FieldValue); these guards let readers
 * narrow it without casts, and treat a value of another shape as no value.
 */
export function isEmptyFieldValue(value: FieldValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function asString(value: FieldValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

export function asNumber(value: FieldValue | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

export function asBoolean(value: FieldValue | undefined): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export function asIds(value: FieldValue | undefined): readonly string[] {
  return isStringList(value) ? value : [];
}

export function asSeo(value: FieldValue | undefined): SeoValue | null {
  return isObject(value) && 'twitterCard' in value ? value : null;
}

export function asStructuredText(value: FieldValue | undefined): StructuredTextValue | null {
  return isObject(value) && 'value' in value ? value : null;
}

function isStringList(value: FieldValue | undefined): value is readonly string[] {
  return Array.isArray(value);
}

function isObject(value: FieldValue | undefined): value is SeoValue | StructuredTextValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
