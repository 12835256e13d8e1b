import type * as ServerEntry from './server-entry.js';

/** What the server bundle's entry exports: page modules, content documents, document renderers. */
export type ServerBundle = typeof ServerEntry;
