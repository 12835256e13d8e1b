import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openAnswer } from '../http/respond.js';
import { uploadFileName } from '../content-model/api/uploads-path.js';
import { openRegularFile } from '../io/open-regular-file.js';
import { contentTypeOf } from '../server/content-types.js';

/**
 * Serves the embedded content's upload files at `/uploads/{filename}` in development (the build copies them), the
 * site paths its pages name them by (see src/content-client/site-content-client.ts). Only a regular file of the
 * uploads folder is served: a name that is missing, a folder, a FIFO, a device or a symbolic link (which could lead
 * out of the folder) goes to the next handler (the site's 404 page), checked on the open file, never waited on.
 */
export function uploadsMiddleware(contentDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const name = uploadFileName(request.url ?? '/');
    if (name === undefined) {
      next();
      return;
    }
    const file = join(contentDir, 'uploads', name);
    openRegularFile(file).then(
      ({ handle, stats }) => {
        openAnswer(response, 200, { 'content-type': contentTypeOf(file).type, 'content-length': stats.size });
        pipeline(handle.createReadStream(), response).catch(() => {});
      },
      () => next(),
    );
  };
}
