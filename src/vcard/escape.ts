/** A text value of a vCard (RFC 2426 §4, RFC 6350 §3.4): backslash, comma and semicolon escaped, newlines as `\n`. */
export function escapeText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A structured value (N, ADR): its components escaped, then joined by unescaped semicolons. */
export function structuredValue(components: readonly (string | null | undefined)[]): string {
  return components.map((component) => escapeText(component ?? '')).join(';');
}
