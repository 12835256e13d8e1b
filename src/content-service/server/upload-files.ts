import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { allowHeader, openAnswer, respond } from '../../http/respond.js';
import { pathOfTarget } from '../../http/request-path.js';
import type { OtherMethods, RouteCall } from '../../http/route-table.js';
import type { ContentStore, StoredUpload } from '../store/content-store.js';
import { uploadFileName } from '../../content-model/api/uploads-path.js';
import { corsHeaders, sendCdaError } from './cda-answers.js';

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

/**
 * Answers a GET or HEAD under `/uploads/` with the file of the upload it names, as DatoCMS's asset host answers an
 * upload's `url`: the bytes of the file as uploaded, whatever imgix parameters the URL carries (the site's build
 * applies them, src/images); a 404 for a path that names no upload's file.
 */
export async function serveUploadFile({ req, res }: RouteCall, store: ContentStore): Promise<void> {
  const target = req.url ?? '/';
  const name = uploadFileName(target);
  const upload = name === undefined ? undefined : uploadNamed(store, name);
  const size = upload && (await stat(upload.filePath).catch(() => null))?.size;
  if (!upload || size === undefined || size === null) {
    sendCdaError(res, 404, 'NOT_FOUND', `No upload file at ${pathOfTarget(target)}`);
    return;
  }
  const headers = {
    ...corsHeaders,
    'Content-Type': upload.mimeType,
    'Content-Length': String(size),
    'Cache-Control': 'no-cache',
  };
  if (req.method === 'HEAD') {
    respond(res, 200, headers);
    return;
  }
  openAnswer(res, 200, headers);
  await pipeline(createReadStream(upload.filePath), res).catch(() => res.destroy());
}

/** Upload files answer GET and HEAD only: 405 with the CDA's error body. */
export const uploadFileMethods: OtherMethods = ({ res }, allowed) =>
  sendCdaError(res, 405, 'METHOD_NOT_ALLOWED', 'Upload files answer GET and HEAD requests only', allowHeader(allowed));
