import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * With the embedded content service, the site's pages name uploads by site path (`/uploads/{filename}?…`, the content
 * client's rewriting of the service's asset URL, docs/reference/content-files.md): the build publishes the upload files (not their
 * metadata sidecars) under `uploads/`. With a hosted CMS, uploads live on its CDN instead.
 */
export async function copyUploads(contentDir: string, outDir: string): Promise<void> {
  const from = join(contentDir, 'uploads');
  if (!(await stat(from).catch(() => null))?.isDirectory()) return;
  await cp(from, join(outDir, 'uploads'), { recursive: true, filter: (source) => !source.endsWith('.json') });
}
