/**
 * One CSV line (RFC 4180, comma-separated) that a spreadsheet never opens as a formula, whatever list separator it
 * splits on (OWASP's CSV injection guidance):
 * - a field is quoted when it holds a separator a spreadsheet may split on (`,`, `;` as in French regional settings,
 *   tab), a quote or a line break, so that a reader honouring quotes sees it as one cell;
 * - every place a cell may begin, the field's start and right after a separator or line break inside it (where a
 *   spreadsheet splitting on `;` or tab begins a cell of its own), gets a `'` when a formula could start there (`=`,
 *   `+`, `-`, `@`, tab, carriage return or NUL, after any quotes): a spreadsheet shows it as text. Such a field is
 *   always quoted. `Lee;=1+1` becomes `"Lee;'=1+1"`: one cell, or two in a `;` spreadsheet, none a formula.
 */
const CELL_STARTS = /(?<=[,;\t\r\n])/;
const FORMULA_START = /^"*[=+\-@\t\r\0]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One field of a CSV line, neutralized and quoted as above. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const shown = text
    .split(CELL_STARTS)
    .map((cell) => (FORMULA_START.test(cell) ? `'${cell}` : cell))
    .join('');
  return shown !== text || NEEDS_QUOTES.test(shown) ? `"${shown.replace(/"/g, '""')}"` : shown;
}

/** One CSV line: its fields separated by commas. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}
