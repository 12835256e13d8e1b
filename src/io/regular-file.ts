import { close, closeSync, constants, fstat, fstatSync, open, openSync, read, readSync, type Stats } from 'node:fs';

/**
 * Why a file was not read: it is not a regular file (a FIFO, a device, a folder), it is a symbolic link, or it is
 * larger than its limit. The message is the reason alone (`is a FIFO, not a regular file`); the caller names the file.
 */
export class RefusedFile extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedFile';
  }
}

/**
 * Opened without following a link in its last part (ELOOP, EMLINK on some systems) and without waiting for a
 * writer (a FIFO opens at once, then fails the regular-file check instead of blocking a thread for good).
 */
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);
const LINK_CODES = new Set(['ELOOP', 'EMLINK']);

const MIB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MB` : `${bytes} bytes`);

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isDirectory()) return 'a folder';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}

/** Why a file of these stats is not read, or undefined when it may be. */
function refusal(stats: Stats, maxBytes: number): RefusedFile | undefined {
  if (!stats.isFile()) return new RefusedFile(`is ${kindOf(stats)}, not a regular file`);
  if (stats.size > maxBytes)
    return new RefusedFile(`is ${sizeText(stats.size)}, over the ${sizeText(maxBytes)} such a file may hold`);
  return undefined;
}

/**
 * The bytes of `path` when it is a regular file (never through a symbolic link in its last part) of at most
 * `maxBytes`; otherwise rejects with a RefusedFile saying why, having read nothing. The checks are made on the open
 * file (fstat), so a file swapped for a link or a FIFO between a listing and this read is refused too. The bytes
 * are those its size gave when opened (a file that grows meanwhile is read to that size). Node's callback calls, as
 * fs.readFile makes them: open, fstat, read, close, each one round trip through the thread pool.
 */
export function readRegularFile(path: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    open(path, FLAGS, (openError, fd) => {
      if (openError) {
        reject(LINK_CODES.has(openError.code ?? '') ? new RefusedFile('is a symbolic link') : openError);
        return;
      }
      const finish = (error: Error | null, bytes?: Buffer) =>
        close(fd, (closeError) => {
          const failure = error ?? closeError;
          if (failure) reject(failure);
          else resolve(bytes as Buffer);
        });
      fstat(fd, (statError, stats) => {
        if (statError) return finish(statError);
        const refused = refusal(stats, maxBytes);
        if (refused) return finish(refused);
        const buffer = Buffer.allocUnsafe(stats.size);
        const readFrom = (offset: number): void => {
          if (offset === buffer.length) {
            finish(null, buffer);
            return;
          }
          read(fd, buffer, offset, buffer.length - offset, offset, (readError, bytesRead) => {
            if (readError) finish(readError);
            else if (bytesRead === 0) finish(null, buffer.subarray(0, offset));
            else readFrom(offset + bytesRead);
          });
        };
        readFrom(0);
      });
    });
  });
}

/**
 * readRegularFile, synchronous: for what is read once before a process answers anything (the content watcher's first
 * versions), where the checks keep a FIFO, a device or a link from blocking it or reading without end.
 */
export function readRegularFileSync(path: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(path, FLAGS);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    throw LINK_CODES.has(code) ? new RefusedFile('is a symbolic link') : error;
  }
  try {
    const stats = fstatSync(fd);
    const refused = refusal(stats, maxBytes);
    if (refused) throw refused;
    const buffer = Buffer.allocUnsafe(stats.size);
    let offset = 0;
    while (offset < buffer.length) {
      const bytesRead = readSync(fd, buffer, offset, buffer.length - offset, offset);
      if (bytesRead === 0) return buffer.subarray(0, offset);
      offset += bytesRead;
    }
    return buffer;
  } finally {
    closeSync(fd);
  }
}
