import type { Stats } from 'node:fs';
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { RefusedFile } from './regular-file.js';

/** Opened without following a link in its last part and without waiting for a FIFO's writer. */
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);
const LINK_CODES = new Set(['ELOOP', 'EMLINK']);

/** An open regular file and its stats, taken on the open file. */
export interface OpenRegularFile {
  handle: FileHandle;
  stats: Stats;
}

/**
 * `path` opened for reading when it is a regular file (never through a symbolic link in its last part), for a
 * caller that streams it (an upload of any size); otherwise rejects with a RefusedFile saying why (a FIFO, a device,
 * a folder, a link), having left nothing open. The check is made on the open file (fstat), so a file swapped for a
 * link or a FIFO after a listing is refused too. The caller closes the handle (a stream from it closes it at its end).
 */
export async function openRegularFile(path: string): Promise<OpenRegularFile> {
  let handle: FileHandle;
  try {
    handle = await open(path, FLAGS);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    throw LINK_CODES.has(code) ? new RefusedFile('is a symbolic link') : error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new RefusedFile('is not a regular file');
    return { handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
