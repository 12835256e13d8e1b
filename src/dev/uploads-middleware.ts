import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { normalizePath, pathOfTarget } from '../http/request-path.js';
import { contentTypeOf } from '../server/content-types.js';

const UPLOADS = '/uploads/';

/** Serves the embedded content's upload files at `/uploads/{filename}` in development (the build copies them). */
export function uploadsMiddleware(contentDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const normalized = normalizePath(pathOfTarget(request.url ?? '/'));
    const name = normalized.ok && normalized.path.startsWith(UPLOADS) ? normalized.path.slice(UPLOADS.length) : '';
    if (!name || name !== basename(name) || name.startsWith('.') || name.endsWith('.json')) {
      next();
      return;
    }
    const file = join(contentDir, 'uploads', name);
    stat(file).then(
      (info) => {
        if (!info.isFile()) return next();
        response.writeHead(200, { 'content-type': contentTypeOf(file).type, 'content-length': info.size });
        createReadStream(file).pipe(response);
      },
      () => next(),
    );
  };
}
