/** Whether a field's value is empty for a reader: null, blank text, no items, a document without content, no SEO. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object') return false;
  if ('value' in value) return isEmptyValue((value as { value: unknown }).value);
  if ('document' in value) {
    const children = (value as { document: { children?: unknown } | null }).document?.children;
    return !Array.isArray(children) || children.length === 0;
  }
  return Object.values(value).every(isEmptyValue);
}
