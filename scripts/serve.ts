/**
 * Serves a built site like the production CDN: `npx tsx scripts/serve.ts [--dir dist] [--port N] [--host H]`.
 * PORT overrides the default port 4173; a set but invalid PORT stops here with a message naming it.
 */
import { runServer } from '../src/server/run-server.js';
import { createStaticServer } from '../src/server/static-server.js';

void runServer('serve', ({ dir }) => createStaticServer({ dir }));
