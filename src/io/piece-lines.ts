const NEWLINE = 0x0a;

/**
 * The lines of a text read a piece at a time (UTF-8, newline-separated), without their newline, empty ones skipped:
 * a line across two pieces is joined, the last one given even without a newline.
 */
export async function* pieceLines(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  /** The start of a line the last piece read ends in. */
  let rest: Buffer | undefined;
  for await (const piece of pieces) {
    const read = rest ? Buffer.concat([rest, piece]) : piece;
    let start = 0;
    for (let end = read.indexOf(NEWLINE); end !== -1; start = end + 1, end = read.indexOf(NEWLINE, start))
      if (end > start) yield read.subarray(start, end);
    rest = start < read.length ? read.subarray(start) : undefined;
  }
  if (rest) yield rest;
}
