import { describe, expect, it } from 'vitest';
import { csvLine } from '../../src/forms/csv.js';

describe('CSV export lines', () => {
  it('quotes what needs it and defuses spreadsheet formulas', () => {
    expect(csvLine(['Marie', 'Tremblay', null, 3])).toBe('Marie,Tremblay,,3');
    expect(csvLine(['Bonjour, "cabinet"', 'ligne 1\nligne 2'])).toBe('"Bonjour, ""cabinet""","ligne 1\nligne 2"');
    expect(csvLine(['=HYPERLINK("http://x")', '+1 514', '-2', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1 514,'-2,'@SUM(A1)`,
    );
  });
});
