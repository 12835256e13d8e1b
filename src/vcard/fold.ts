/** The longest a vCard line may be, in octets, without its line break (RFC 6350 §3.2). */
export const MAX_LINE_OCTETS = 75;

/** UTF-8 octets of one code point (a lone surrogate is encoded as U+FFFD: 3 octets, as TextEncoder does). */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded at 75 octets of UTF-8: each continuation starts with one space (which counts in its 75),
 * and no character is split across two lines.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = utf8Octets(character.codePointAt(0) as number);
    if (size + octets > limit) {
      lines.push(current);
      current = '';
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    size += octets;
  }
  lines.push(current);
  return lines.join('\r\n ');
}
