import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firmDate } from '../page-contract/firm-date.js';

/**
 * The firm's date of the live build, from `<buildsDir>/latest.json` (its `timestamp`, the time the build states as
 * its own), or undefined when there is none: the events that build lists as upcoming are decided on that date.
 */
export async function liveBuildDate(buildsDir: string): Promise<string | undefined> {
  let latest: unknown;
  try {
    latest = JSON.parse(await readFile(join(buildsDir, 'latest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const timestamp =
    typeof latest === 'object' && latest !== null ? (latest as { timestamp?: unknown }).timestamp : null;
  return typeof timestamp === 'number' && Number.isFinite(timestamp) ? firmDate(timestamp) : undefined;
}
