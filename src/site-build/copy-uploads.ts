import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * With the embedded content service, upload URLs are site paths (`/uploads/{filename}?…`): the build publishes the
 * upload files (not their metadata sidecars) under `uploads/`. With a hosted CMS, uploads live on its CDN instead.
 */
export async function copyUploads(contentDir: string, outDir: string): Promise<void> {
  const from = join(contentDir, 'uploads');
  if (!(await stat(from).catch(() => null))?.isDirectory()) return;
  await cp(from, join(outDir, 'uploads'), { recursive: true, filter: (source) => !source.endsWith('.json') });
}
