import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface ReplaceFileOptions {
  /** The new file's permissions: 0o600 for what only the owner may read (drafts, queues, submissions). */
  mode?: number;
  /** Flushed to disk before the rename, so a crash leaves the old file or the new one, whole. */
  durable?: boolean;
}

/**
 * Replaces `file` with `data`, whole: written first to a new file of a random name beside it, created exclusively
 * (`wx`: never through a link or a file planted under that name), then renamed over `file`. A reader finds the old
 * file or the new one, never half of one. Parts (an array, or a generator that makes each when asked) are written one
 * after another. On failure the temporary file is removed and `file` is as it was.
 */
export async function replaceFile(
  file: string,
  data: string | Uint8Array | Iterable<Uint8Array>,
  { mode = 0o644, durable = false }: ReplaceFileOptions = {},
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', mode);
  try {
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) await handle.writeFile(data);
      else for (const part of data) await handle.write(part);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
