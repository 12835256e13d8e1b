import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mapConcurrent } from '../io/map-concurrent.js';
import { openRegularFile } from '../io/open-regular-file.js';
import { RefusedFile } from '../io/regular-file.js';

/** Upload files copied at once. */
const COPY_CONCURRENCY = 16;

/** What a folder entry that is neither a file nor a folder is, for the refusal. */
function kindOf(entry: { isSymbolicLink(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (entry.isFIFO()) return 'a FIFO';
  if (entry.isSocket()) return 'a socket';
  return 'a device';
}

/** The folders and files (metadata sidecars aside) under `from`, relative to it, parents first, seen without links. */
async function listUploads(from: string): Promise<{ folders: string[]; files: string[] }> {
  const listed = { folders: [] as string[], files: [] as string[] };
  const walk = async (relativeDir: string): Promise<void> => {
    for (const entry of await readdir(join(from, relativeDir), { withFileTypes: true })) {
      const path = join(relativeDir, entry.name);
      if (entry.isDirectory()) {
        listed.folders.push(path);
        await walk(path);
      } else if (!entry.isFile()) {
        throw new Error(
          `${join(from, path)} is ${kindOf(entry)}, not a regular file: the build publishes only the uploads folder's own files`,
        );
      } else if (!entry.name.endsWith('.json')) listed.files.push(path);
    }
  };
  await walk('');
  return listed;
}

/**
 * With the embedded content service, the site's pages name uploads by site path (`/uploads/{filename}?…`, the content
 * client's rewriting of the service's asset URL, docs/reference/content-files.md): the build publishes the upload files (not their
 * metadata sidecars) under `uploads/`. With a hosted CMS, uploads live on its CDN instead. Only the folder's own
 * regular files are published: a symbolic link (which would put a link out of the content folder into the deploy),
 * a FIFO or a device fails the build naming it, before anything is copied; each file is checked again on opening.
 */
export async function copyUploads(contentDir: string, outDir: string): Promise<void> {
  const from = join(contentDir, 'uploads');
  if (!(await stat(from).catch(() => null))?.isDirectory()) return;
  const { folders, files } = await listUploads(from);
  const to = join(outDir, 'uploads');
  for (const folder of ['', ...folders]) await mkdir(join(to, folder), { recursive: true });
  await mapConcurrent(files, COPY_CONCURRENCY, async (file) => {
    const { handle } = await openRegularFile(join(from, file)).catch((error: unknown) => {
      throw error instanceof RefusedFile ? new Error(`${join(from, file)} ${error.message}`) : error;
    });
    await pipeline(handle.createReadStream(), createWriteStream(join(to, file)));
  });
}
