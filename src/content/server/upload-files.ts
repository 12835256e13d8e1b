import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { normalizePath, pathOfTarget } from '../../http/request-path.js';
import type { ContentStore, StoredUpload } from '../store/content-store.js';
import { UPLOADS_PATH } from '../uploads-path.js';
import { corsHeaders, sendApiError } from './api-error.js';

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

/** Whether a request target is under `/uploads/` (the service's asset path), whatever it names there. */
function isUploadsTarget(target: string): boolean {
  const normalized = normalizePath(pathOfTarget(target));
  return normalized.ok && `${normalized.path}/`.startsWith(UPLOADS_PATH);
}

const byFilename = new WeakMap<ContentStore, ReadonlyMap<string, StoredUpload>>();

/** The store's upload of that file name (an index built once per store). */
function uploadNamed(store: ContentStore, filename: string): StoredUpload | undefined {
  let index = byFilename.get(store);
  if (!index) {
    index = new Map([...store.uploads.values()].map((upload) => [upload.filename, upload]));
    byFilename.set(store, index);
  }
  return index.get(filename);
}

const FILE_METHODS = 'GET, HEAD';

/**
 * Answers a request under `/uploads/` with the file of the upload it names (GET, HEAD), as DatoCMS's asset host
 * answers an upload's `url`: the bytes of the file as uploaded, whatever imgix parameters the URL carries (the site's
 * build applies them, src/images). Returns false, answering nothing, for any other path.
 */
export async function serveUploadFile(
  req: IncomingMessage,
  res: ServerResponse,
  store: ContentStore,
): Promise<boolean> {
  const target = req.url ?? '/';
  if (!isUploadsTarget(target)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendApiError(res, 405, 'METHOD_NOT_ALLOWED', 'Upload files answer GET and HEAD requests only', {
      Allow: FILE_METHODS,
    });
    return true;
  }
  const name = uploadFileName(target);
  const upload = name === undefined ? undefined : uploadNamed(store, name);
  const size = upload && (await stat(upload.filePath).catch(() => null))?.size;
  if (!upload || size === undefined || size === null) {
    sendApiError(res, 404, 'NOT_FOUND', `No upload file at ${pathOfTarget(target)}`);
    return true;
  }
  res.writeHead(200, {
    ...corsHeaders,
    'Content-Type': upload.mimeType,
    'Content-Length': String(size),
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await pipeline(createReadStream(upload.filePath), res).catch(() => res.destroy());
  return true;
}
