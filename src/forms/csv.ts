/** One CSV line (RFC 4180): fields quoted when they hold a comma, quote or line break; a leading =, +, - or @ is
 * prefixed with ' so that a spreadsheet never runs a visitor's text as a formula. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values
    .map((value) => {
      let text = value === null || value === undefined ? '' : String(value);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
