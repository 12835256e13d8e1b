import { normalizePath, pathOfTarget } from '../../http/request-path.js';

/**
 * Where the embedded content's upload files are served: `{origin}/uploads/{filename}`. The embedded service serves
 * them under its own origin (its default asset URL), and the site publishes the same files under its own origin (the
 * build copies them, `npm run dev` serves them from the content folder), where the site's pages link to them.
 */
export const UPLOADS_PATH = '/uploads/';

/**
 * The upload file name a request target names (`/uploads/{filename}`, percent-decoded), or undefined when it names
 * anything else: another path, a folder, a hidden file or an upload's metadata sidecar (`{id}.json`).
 */
export function uploadFileName(target: string): string | undefined {
  const normalized = normalizePath(pathOfTarget(target));
  if (!normalized.ok || !normalized.path.startsWith(UPLOADS_PATH)) return undefined;
  const name = normalized.path.slice(UPLOADS_PATH.length);
  if (name === '' || name.includes('/') || name.startsWith('.') || name.endsWith('.json')) return undefined;
  return name;
}
