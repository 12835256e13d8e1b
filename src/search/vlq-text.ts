/**
 * Non-negative integers as text, a few characters each (as source maps' VLQ): each character carries 5 bits of the
 * number, low bits first, and says whether more follow. Numbers under 32 take one character, under 1,024 two, under
 * 32,768 three. The characters are printable ASCII that JSON keeps as they are (no quote, no backslash), so a long
 * list is one short JSON string that `JSON.parse` reads at once and a reader decodes only the part it needs.
 */
const FIRST_CHAR = 0x23;
/** The backslash, skipped (the 64 characters run from `#` to `c` without it). */
const SKIPPED = 0x5c;
const MORE = 32;
const codeOf = (digit: number) => (FIRST_CHAR + digit >= SKIPPED ? FIRST_CHAR + digit + 1 : FIRST_CHAR + digit);
/** Characters made into a string at once: below the engines' limit on a call's arguments. */
const CHARS_AT_ONCE = 8_192;

/**
 * Numbers made into VLQ text as they come: a character or two each instead of an array slot of 8 bytes. The text is
 * built from character codes a block at a time, not a character at a time: appending one character to a long string
 * makes a rope of one node a character (about 20 bytes each until it is flattened), which for the postings of 50,000
 * pages held most of the search stage's heap.
 */
export class VlqWriter {
  private codes: number[] = [];
  private readonly parts: string[] = [];

  push(number: number): void {
    let value = number;
    do {
      const digit = value % MORE;
      value = Math.floor(value / MORE);
      this.codes.push(codeOf(digit + (value > 0 ? MORE : 0)));
    } while (value > 0);
    if (this.codes.length < CHARS_AT_ONCE) return;
    this.parts.push(String.fromCharCode(...this.codes));
    this.codes = [];
  }

  text(): string {
    return this.parts.join('') + String.fromCharCode(...this.codes);
  }
}

export function vlqEncode(numbers: Iterable<number>): string {
  const writer = new VlqWriter();
  for (const number of numbers) writer.push(number);
  return writer.text();
}

/** Reads numbers from `text` starting at `at`, one per call of `next()`; `at` is where the reader stands. */
export class VlqReader {
  constructor(
    private readonly text: string,
    public at = 0,
  ) {}

  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const char = this.text.charCodeAt(this.at++);
      const code = char - FIRST_CHAR - (char > SKIPPED ? 1 : 0);
      value += (code & (MORE - 1)) * scale;
      if (code < MORE) return value;
      scale *= MORE;
    }
  }
}
