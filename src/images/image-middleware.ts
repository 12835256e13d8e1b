import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { normalizePath, pathOfTarget } from '../http/request-path.js';
import { openAnswer, respond, TEXT_TYPE } from '../http/respond.js';
import { IMAGE_FORMAT, VARIANTS_PATH } from './image-config.js';
import { parseVariantFile } from './image-variant.js';
import { createVariantCache, MissingImageSourceError } from './variant-cache.js';

export interface ImageMiddlewareOptions {
  /** The content folder holding `uploads/`. */
  contentDir: string;
  /** The encoded-variant cache shared with the build, e.g. `.cache/images`. */
  cacheDir: string;
  /** The webp compression effort (`IMAGE_WEBP_EFFORT`). */
  effort: number;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Connect-style middleware for the dev server: answers `GET|HEAD /_img/{file}` with the variant the name describes,
 * encoded on first request (and cached like the build's), so the URLs the components render work without a build.
 * Other requests go to `next()`; a malformed name or a missing upload is a 404.
 */
export function imageMiddleware(options: ImageMiddlewareOptions): Middleware {
  const cached = createVariantCache(options);

  async function serve(request: IncomingMessage, response: ServerResponse, name: string): Promise<void> {
    const normalized = normalizePath(`${VARIANTS_PATH}${name}`);
    const variant = normalized.ok ? parseVariantFile(normalized.path.slice(VARIANTS_PATH.length)) : null;
    if (!variant) {
      respond(response, 404, { 'content-type': TEXT_TYPE }, `Not an image variant: ${name}`);
      return;
    }
    const result = await cached(variant).catch((error: unknown) => {
      if (error instanceof MissingImageSourceError) return null;
      throw error;
    });
    if (!result) {
      respond(response, 404, { 'content-type': TEXT_TYPE }, `No upload ${variant.source}`);
      return;
    }
    openAnswer(response, 200, { 'content-type': `image/${IMAGE_FORMAT}`, 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else await pipeline(createReadStream(result.file), response);
  }

  return (request, response, next) => {
    const pathname = pathOfTarget(request.url ?? '/');
    if (!pathname.startsWith(VARIANTS_PATH) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    serve(request, response, pathname.slice(VARIANTS_PATH.length)).catch((error: unknown) => {
      // Once the variant's bytes began (the client went away mid-answer, say), no other answer can follow.
      if (response.headersSent) response.destroy();
      else next(error);
    });
  };
}
