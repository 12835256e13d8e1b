import type { IncomingMessage, ServerResponse } from 'node:http';
import { safeRedirect } from '../http/safe-redirect.js';
import { PAYLOAD_FILE } from '../runtime/payload.js';
import { contentTypeOf } from '../server/content-types.js';
import type { RenderedPage } from './page-renderer.js';

export interface RenderedResponseOptions {
  render: (path: string) => Promise<RenderedPage>;
  /** Headers of every rendered response. */
  headers: Record<string, string>;
  /** A last change to a page's HTML before it is sent (the dev server's Vite transform, the preview banner). */
  transformHtml?: (url: URL, html: string, page: RenderedPage) => Promise<string> | string;
}

/**
 * Answers a request for a page, its payload (`{path}payload.json`) or one of its files (a vCard) by rendering the page;
 * a path without its trailing slash is redirected (301) as the static host does.
 */
export function renderedResponse({ render, headers, transformHtml }: RenderedResponseOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const fileName = /\/([^/]+\.[a-z0-9]+)$/i.exec(url.pathname)?.[1];
    const path = fileName ? url.pathname.slice(0, -fileName.length) : url.pathname;
    if (!path.endsWith('/')) {
      response.writeHead(301, { ...headers, location: safeRedirect(`${path}/${url.search}`) }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = path;
    }
    const page = await render(decoded);
    const body = (type: string, status: number, content: string) => {
      response.writeHead(status, { ...headers, 'content-type': type });
      response.end(request.method === 'HEAD' ? undefined : content);
    };
    if (fileName === PAYLOAD_FILE) {
      body('application/json', page.payload ? 200 : 404, JSON.stringify(page.payload ?? { error: 'not found' }));
    } else if (fileName) {
      const file = page.files?.find((candidate) => candidate.name === fileName);
      body(contentTypeOf(fileName).type, file ? 200 : 404, file?.content ?? 'not found');
    } else {
      const html = transformHtml ? await transformHtml(url, page.html, page) : page.html;
      body('text/html; charset=utf-8', page.status, html);
    }
  };
}
