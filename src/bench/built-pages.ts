import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A page of a built site, found by its `payload.json`. */
export interface BuiltPage {
  /** Its path, `/en/team/`. */
  path: string;
  /** Its folder in the output. */
  folder: string;
  /** Its page type (the folder under `pages/` that renders it). */
  page: string;
}

/** Every page of the built site in `outDir`, in the order the file system lists them. */
export async function* builtPages(outDir: string): AsyncGenerator<BuiltPage> {
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'payload.json') continue;
    const folder = entry.parentPath;
    const { page } = JSON.parse(await readFile(join(folder, entry.name), 'utf8')) as { page: string };
    yield { path: `/${relative(outDir, folder)}/`.replace(/\/+/g, '/'), folder, page };
  }
}
