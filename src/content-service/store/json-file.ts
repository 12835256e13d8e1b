import { readRegularFile } from '../../io/regular-file.js';
import { CONTENT_FILE_MAX_BYTES } from './content-file-limits.js';
import type { ProblemCollector } from './content-validation-error.js';

/** Reads and parses a JSON file; undefined (and a problem) when it cannot be read or parsed. */
export async function readJsonFile(path: string, file: string, problems: ProblemCollector): Promise<unknown> {
  const text = await readTextFile(path, file, problems);
  return text === undefined ? undefined : parseJsonText(text, file, problems);
}

/**
 * Reads a text file; undefined (and a problem) when it cannot be read, or is not a regular file of at most
 * CONTENT_FILE_MAX_BYTES (regular-file.ts).
 */
export async function readTextFile(
  path: string,
  file: string,
  problems: ProblemCollector,
): Promise<string | undefined> {
  try {
    return (await readRegularFile(path, CONTENT_FILE_MAX_BYTES)).toString('utf8');
  } catch (error) {
    problems.add(file, [], `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Parses a JSON file's text; undefined (and a problem) when it is not JSON. */
export function parseJsonText(text: string, file: string, problems: ProblemCollector): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.add(file, [], `invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** Hidden files (`.DS_Store`, `.gitkeep`) are not content. */
export function isHidden(name: string): boolean {
  return name.startsWith('.');
}

/** A JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
