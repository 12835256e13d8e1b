import { lstatSync, type Stats } from 'node:fs';
import { readRegularFile } from '../../io/regular-file.js';
import { CONTENT_FILE_MAX_BYTES } from './content-file-limits.js';
import { OPEN_FILES_LIMIT } from './open-files-limit.js';
import type { ListedFile } from './record-files.js';

/** How many files are being read ahead of the one checked (below the open-file limit: open-files-limit.ts). */
const READ_AHEAD = OPEN_FILES_LIMIT;

/**
 * A file's own stat (a link's, not its target's: a link never has a regular file's identity), or undefined when it
 * cannot be taken (its read then says why, or it has no identity).
 */
function statOrNothing(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * A record file's bytes, or why they cannot be read: only a regular file of the folder (never a link, a FIFO or a
 * device) of at most CONTENT_FILE_MAX_BYTES is read (regular-file.ts).
 */
export function readNow(listed: ListedFile): Promise<Buffer | Error> {
  return readRegularFile(listed.path, CONTENT_FILE_MAX_BYTES).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
}

/**
 * The files' bytes (or why they cannot be read), in list order, READ_AHEAD files being read while one is checked:
 * the checks run while the disk reads the next files. Node's callback calls (readNow), not fs/promises': a record file is a few
 * KB, and a FileHandle's open, fstat, read and close are four thread-pool round trips and an object to collect each
 * (9,950 record files read: 0.66 s wall and 0.91 CPU-s from a cold page cache, 0.72 and 1.0 warm, against 0.47 and
 * 0.58, 0.21 and 0.31). With `identify`, each file's stat comes first, synchronous (a thread-pool round trip cost
 * more than the stat: 0.1-0.25 s of a 20,000-page set's start, warm or with the disk caches dropped); a file `known`
 * by it is not read (undefined bytes): the cache holds what it gave (that start 0.3-0.5 s sooner, 0.6-0.8 CPU-s less).
 */
export async function* readAhead(
  files: readonly ListedFile[],
  identify: boolean,
  known?: (file: ListedFile, stats: Stats) => boolean,
): AsyncGenerator<[ListedFile, Buffer | Error | undefined, Stats | undefined]> {
  type Read = [Buffer | Error | undefined, Stats | undefined];
  const reads: Promise<Read>[] = [];
  const read = async (file: ListedFile): Promise<Read> => {
    const stats = identify ? statOrNothing(file.path) : undefined;
    if (stats && known?.(file, stats)) return [undefined, stats];
    return [await readNow(file), stats];
  };
  for (const [index, file] of files.entries()) {
    for (let ahead = reads.length; ahead < READ_AHEAD && index + ahead < files.length; ahead++) {
      reads.push(read(files[index + ahead] as ListedFile));
    }
    yield [file, ...(await (reads.shift() as Promise<Read>))];
  }
}
