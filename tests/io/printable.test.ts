import { describe, expect, it } from 'vitest';
import { printable } from '../../src/io/printable.js';

describe('printable', () => {
  it('keeps a line break, a carriage return or an escape sequence inside the line that names it', () => {
    const forged = 'evil\n[publish] FORGED build ok\r\u001b[2K.json';
    expect(printable(forged)).toBe('evil\\u{a}[publish] FORGED build ok\\u{d}\\u{1b}[2K.json');
    for (const control of ['\n', '\r', '\u001b']) expect(printable(forged)).not.toContain(control);
  });

  it('escapes the separators and the bidirectional overrides, and leaves accented text alone', () => {
    expect(printable('a\u2028b\u202ec')).toBe('a\\u{2028}b\\u{202e}c');
    expect(printable('Énoncé « Québec » — 2026')).toBe('Énoncé « Québec » — 2026');
  });
});
