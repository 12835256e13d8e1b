import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendError, sendJson } from '../../src/http/json-response.js';
import { encodePath, normalizePath, pathOfTarget, searchOfTarget } from '../../src/http/request-path.js';
import { bodyFor, refusedPathStatus, respond, TEXT_TYPE } from '../../src/http/respond.js';
import { safeRedirect } from '../../src/http/safe-redirect.js';
import { PAYLOAD_FILE } from '../../src/page-contract/payload.js';
import { pageFileParts } from './page-payload.js';
import { contentTypeOf } from '../../src/server/content-types.js';
import type { RenderedPage } from './page-renderer.js';

export interface RenderedResponseOptions {
  render: (path: string) => Promise<RenderedPage>;
  /** Headers of every rendered response. */
  headers: Record<string, string>;
  /** A last change to a page's HTML before it is sent (the dev server's Vite transform, the preview banner). */
  transformHtml?: (url: URL, html: string, page: RenderedPage) => Promise<string> | string;
}

/**
 * Answers a request for a page, its payload (`{path}payload.json`) or one of its files (a vCard) by rendering the page
 * at its normalized path (src/http/request-path.ts: a path refused for its shape is a 400 or a 403); a path without
 * its trailing slash is redirected (301) as the static host does. GET and HEAD only.
 */
export function renderedResponse({ render, headers, transformHtml }: RenderedResponseOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const target = request.url ?? '/';
    const body = (type: string, status: number, content: string, first: OutgoingHttpHeaders = {}) =>
      respond(response, status, { ...first, ...headers, 'content-type': type }, bodyFor(request, content));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      body(TEXT_TYPE, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return;
    }
    const normalized = normalizePath(pathOfTarget(target));
    if (!normalized.ok) {
      const { status, text } = refusedPathStatus(normalized.reason);
      body(TEXT_TYPE, status, text);
      return;
    }
    const search = searchOfTarget(target);
    const fileName = /\/([^/]+\.[a-z0-9]+)$/i.exec(normalized.path)?.[1];
    const path = fileName ? normalized.path.slice(0, -fileName.length) : normalized.path;
    if (!path.endsWith('/')) {
      respond(response, 301, { ...headers, location: safeRedirect(`${encodePath(path)}/${search}`) });
      return;
    }
    const page = await render(path);
    if (fileName === PAYLOAD_FILE) {
      if (page.payload) sendJson(response, 200, page.payload, headers);
      else sendError(response, 404, 'not found', headers);
    } else if (fileName) {
      const file = page.files?.find((candidate) => candidate.name === fileName);
      body(contentTypeOf(fileName).type, file ? 200 : 404, file ? [...pageFileParts(file)].join('') : 'not found');
    } else {
      const html = transformHtml
        ? await transformHtml(new URL(`${encodePath(path)}${search}`, 'http://localhost'), page.html, page)
        : page.html;
      body('text/html; charset=utf-8', page.status, html);
    }
  };
}
