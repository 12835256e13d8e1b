import { lstat, readFile, rename } from 'node:fs/promises';
import type { z } from 'zod';
import { printable } from '../io/printable.js';
import { replaceFile } from '../io/replace-file.js';

/** How large a publishing state file may be to be read: the bounded queue and history stay far below it. */
export const MAX_STATE_FILE_BYTES = 16 * 1024 * 1024;

/** What is wrong with a state file, or its value when nothing is. */
async function readChecked<T>(file: string, schema: z.ZodType<T>): Promise<{ value: T } | { problem: string }> {
  const stats = await lstat(file);
  if (!stats.isFile()) return { problem: 'not a regular file' };
  if (stats.size > MAX_STATE_FILE_BYTES)
    return { problem: `${stats.size} bytes, more than the ${MAX_STATE_FILE_BYTES} it may hold` };
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { problem: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  const [issue] = parsed.error.issues;
  return { problem: `not of its shape (at ${issue?.path.join('.') || 'the top'}: ${issue?.message})` };
}

/**
 * The value of a publishing state file (`publish-history.json`, `publish-queue.json`), checked by `schema`;
 * undefined when there is none. A damaged one (not a regular file, too large, not JSON, not of its shape) is set
 * aside beside it as `{file}.damaged-{time}` with a warning naming it and what is wrong, and the service starts
 * without it: a damaged file never stops the service, and is kept for a maintainer to look at.
 */
export async function readStateFile<T>(
  file: string,
  schema: z.ZodType<T>,
  warn: (message: string) => void,
): Promise<T | undefined> {
  let checked: Awaited<ReturnType<typeof readChecked<T>>>;
  try {
    checked = await readChecked(file, schema);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    checked = { problem: `unreadable (${(error as Error).message})` };
  }
  if ('value' in checked) return checked.value;
  const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const moved = await rename(file, aside).then(
    () => `set aside as ${aside}`,
    (error: unknown) => `could not be set aside (${(error as Error).message})`,
  );
  warn(printable(`[publish] ${file} is damaged, ${checked.problem}: ${moved}; starting without it`));
  return undefined;
}

/**
 * Writes `value` as JSON to a publishing state file, whole and private (0600): through a temporary file created
 * exclusively under a random name, flushed to disk, renamed over it (src/io/replace-file.ts).
 */
export function writeStateFile(file: string, value: unknown): Promise<void> {
  return replaceFile(file, JSON.stringify(value, null, 2), { mode: 0o600, durable: true });
}
