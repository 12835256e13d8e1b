/**
 * Serves a built site like the production CDN: `npx tsx scripts/serve.ts [--dir dist] [--port N] [--host H]`.
 * PORT overrides the default port 4173; a set but invalid PORT stops here with a message naming it.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseServeOptions, type ServeOptions } from '../src/server/serve-options.js';
import { createStaticServer } from '../src/server/static-server.js';

function fail(message: string): never {
  console.error(`serve: ${message}`);
  process.exit(1);
}

function readOptions(): ServeOptions {
  try {
    return parseServeOptions(process.argv.slice(2), process.env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const options = readOptions();
const dir = resolve(options.dir);
if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) fail(`no such folder: ${dir} (build the site first)`);

const server = createStaticServer({ dir });
server.on('error', (error) => fail(error.message));
server.listen(options.port, options.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  console.log(`Serving ${dir} at http://${options.host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
