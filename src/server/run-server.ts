import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { redactSecrets } from '../config/redact-secrets.js';
import { logRequest } from '../http/request-log.js';
import { parseServeOptions, type ServeOptions } from './serve-options.js';

/**
 * The main of a serving script (`serve`, `publish:serve`): reads `--dir`, `--port`, `--host` and PORT (no `--dir`
 * when not `servesDir`: serve-options.ts), makes the server for the folder (or, when not `servesDir`, without one)
 * and listens, logging one line per request (the path
 * only, never its query string); a bad option, a missing folder (when `needsDir`) or an error of `make` stops the
 * process with a message prefixed by `name`, without the environment's secrets. SIGINT and SIGTERM close it.
 */
export async function runServer(
  name: string,
  make: (options: ServeOptions & { dir: string }) => Server | Promise<Server>,
  { needsDir = true, servesDir = true } = {},
): Promise<void> {
  const fail = (message: string): never => {
    console.error(`${name}: ${redactSecrets(message)}`);
    process.exit(1);
  };
  let options: ServeOptions;
  let server: Server;
  try {
    options = parseServeOptions(process.argv.slice(2), process.env, { withDir: servesDir });
    const dir = resolve(options.dir);
    if (needsDir && !statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      fail(`no such folder: ${dir} (build the site first)`);
    options = { ...options, dir };
    server = await make(options);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  server.on('error', (error) => fail(error.message));
  server.on('request', (req, res) => logRequest(name, req, res));
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    console.log(`${servesDir ? `Serving ${options.dir}` : name} at http://${options.host}:${port}/`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
