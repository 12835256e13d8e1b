/**
 * Control characters (C0, DEL, C1), line and paragraph separators and the bidirectional overrides, which could start
 * a forged line in a log or reorder what a terminal shows.
 */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * `text` as it may appear inside one log line: each control character written as its `\u{…}` escape, so a file
 * name or an id that holds a line break prints on the line that names it, never as a line of its own.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);
}
