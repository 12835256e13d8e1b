import type { ServerResponse } from 'node:http';
import { openAnswer, respond } from '../http/respond.js';
import type { RouteHandler } from '../http/route-table.js';

/** The preview's stream of content change notices (Server-Sent Events), and the script that listens to it. */
export const PREVIEW_CHANGES_PATH = '/api/preview/changes';
export const PREVIEW_RELOAD_SCRIPT_PATH = '/api/preview/reload.js';

/** Reloads the page at each notice: a script file of the preview's own origin, so the page's CSP allows it. */
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(PREVIEW_CHANGES_PATH)}).addEventListener('change', () => location.reload());\n`;
const RELOAD_TAG = `<script type="module" src="${PREVIEW_RELOAD_SCRIPT_PATH}"></script>`;

export interface ContentChangeEvents {
  /** Answers {@link PREVIEW_RELOAD_SCRIPT_PATH}: the script that reloads the page at each notice. */
  script: RouteHandler;
  /** Answers {@link PREVIEW_CHANGES_PATH}: the stream of notices, open until the page or the server closes it. */
  stream: RouteHandler;
  /** Tells every open preview page that the content changed (they reload). */
  announce(reason: string): void;
  /** A preview page that reloads itself at each notice. */
  withReloadScript(html: string): string;
  /** Ends every stream. */
  close(): void;
}

/**
 * The open preview pages' reload channel: each page loads {@link PREVIEW_RELOAD_SCRIPT_PATH}, which opens an
 * EventSource on {@link PREVIEW_CHANGES_PATH} (`connect-src 'self'`); a content change notice is one `change` event.
 */
export function contentChangeEvents(): ContentChangeEvents {
  const streams = new Set<ServerResponse>();
  return {
    script: ({ res }) => respond(res, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }, RELOAD_SCRIPT),
    stream({ res }) {
      openAnswer(res, 200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
      res.write(': content change notices\n\n');
      streams.add(res);
      res.once('close', () => streams.delete(res));
    },
    announce(reason) {
      for (const res of streams) res.write(`event: change\ndata: ${JSON.stringify(reason)}\n\n`);
    },
    withReloadScript: (html) => html.replace('</head>', `${RELOAD_TAG}</head>`),
    close() {
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
