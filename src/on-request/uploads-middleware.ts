import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { openAnswer } from '../http/respond.js';
import { uploadFileName } from '../content-model/api/uploads-path.js';
import { contentTypeOf } from '../server/content-types.js';

/**
 * Serves the embedded content's upload files at `/uploads/{filename}` in development (the build copies them), the
 * site paths its pages name them by (see src/content-client/site-content-client.ts).
 */
export function uploadsMiddleware(contentDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const name = uploadFileName(request.url ?? '/');
    if (name === undefined) {
      next();
      return;
    }
    const file = join(contentDir, 'uploads', name);
    stat(file).then(
      (info) => {
        if (!info.isFile()) return next();
        openAnswer(response, 200, { 'content-type': contentTypeOf(file).type, 'content-length': info.size });
        createReadStream(file).pipe(response);
      },
      () => next(),
    );
  };
}
