const encoder = new TextEncoder();

/** The longest a vCard line may be, in octets, without its line break (RFC 6350 §3.2). */
export const MAX_LINE_OCTETS = 75;

/**
 * A content line folded at 75 octets of UTF-8: each continuation starts with one space (which counts in its 75),
 * and no character is split across two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = encoder.encode(character).length;
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
