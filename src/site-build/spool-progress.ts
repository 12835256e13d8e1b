import { open } from 'node:fs/promises';
import { pieceLines } from '../io/piece-lines.js';

/**
 * The slots of a spool file's progress: the bytes written so far (whole lines only), whether more will come, and a
 * count of changes to either, which a reader waits on (a change made between its look and its wait is not missed).
 */
const WRITTEN = 0;
const STATE = 1;
const CHANGES = 2;
const WRITING = 0n;
const ENDED = 1n;
const ABANDONED = 2n;

/** How much of a file is read at once. */
const READ_BYTES = 1 << 20;

/**
 * How far a spool file is written, in memory shared with the thread that reads it while it grows (growingFileLines):
 * a build session's search thread makes a language's index as the build appends its records, not after.
 */
export class SpoolProgress {
  /** Given to the reading thread (a SharedArrayBuffer is shared, not copied, by `postMessage`). */
  readonly shared = new SharedArrayBuffer(3 * BigInt64Array.BYTES_PER_ELEMENT);
  private readonly slots = new BigInt64Array(this.shared);

  /** `bytes` more were appended, ending with a whole line. */
  wrote(bytes: number): void {
    if (bytes === 0) return;
    Atomics.add(this.slots, WRITTEN, BigInt(bytes));
    this.changed();
  }

  /** No more lines will come: a reader ends once it has read what was written. */
  end(): void {
    this.settle(ENDED);
  }

  /** The build stopped: a reader fails rather than wait for lines that will never come. */
  abandon(): void {
    this.settle(ABANDONED);
  }

  private settle(state: bigint): void {
    if (Atomics.compareExchange(this.slots, STATE, WRITING, state) === WRITING) this.changed();
  }

  private changed(): void {
    Atomics.add(this.slots, CHANGES, 1n);
    Atomics.notify(this.slots, CHANGES);
  }
}

/**
 * A spool file's lines (without their newline, empty ones skipped, as fileLines gives them), read as `progress` says
 * they are written, until it ends; fails when it is abandoned. `read` is given each piece of the file as it is read, in
 * order (the whole file once the lines are all taken).
 */
export function growingFileLines(
  file: string,
  progress: SharedArrayBuffer,
  read: (piece: Buffer) => void = () => {},
): AsyncGenerator<Buffer> {
  return pieceLines(growingFilePieces(file, progress, read));
}

/** The pieces of a spool file as `progress` says they are written (whole lines only), until it ends. */
async function* growingFilePieces(
  file: string,
  progress: SharedArrayBuffer,
  read: (piece: Buffer) => void,
): AsyncGenerator<Buffer> {
  const slots = new BigInt64Array(progress);
  const handle = await open(file, 'r');
  try {
    let offset = 0;
    for (;;) {
      const seen = Atomics.load(slots, CHANGES);
      const state = Atomics.load(slots, STATE);
      const written = Number(Atomics.load(slots, WRITTEN));
      if (state === ABANDONED) throw new Error(`${file}: the build writing it stopped`);
      if (offset < written) {
        const length = Math.min(written - offset, READ_BYTES);
        const piece = Buffer.allocUnsafe(length);
        const { bytesRead } = await handle.read(piece, 0, length, offset);
        if (bytesRead !== length) throw new Error(`${file} ends before byte ${offset + length}`);
        offset += length;
        read(piece);
        yield piece;
        continue;
      }
      if (state === ENDED) return;
      const waiting = Atomics.waitAsync(slots, CHANGES, seen);
      if (waiting.async) await waiting.value;
    }
  } finally {
    await handle.close();
  }
}
