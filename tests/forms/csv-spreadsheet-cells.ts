/**
 * The cells a spreadsheet reads from CSV text, splitting on any of `separators` (RFC 4180: a quote opens a quoted
 * cell only where a cell begins; a quoted cell may hold separators, line breaks and doubled quotes; text after its
 * closing quote is kept, as spreadsheets keep it).
 */
export function spreadsheetCells(text: string, separators: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let state: 'start' | 'plain' | 'quoted' = 'start';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (state === 'quoted') {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') state = 'plain';
      else cell += char;
    } else if (char === '"' && state === 'start') state = 'quoted';
    else if (separators.includes(char) || char === '\r' || char === '\n') {
      row.push(cell);
      cell = '';
      state = 'start';
      if (char === '\r' && text[i + 1] === '\n') i++;
      if (char === '\r' || char === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      cell += char;
      state = 'plain';
    }
  }
  return rows;
}
