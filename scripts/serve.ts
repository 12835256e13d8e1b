/**
 * Serves a built site like the production CDN, with the forms' submission service on the same origin
 * (`/api/contact`, `/api/newsletter`): `npx tsx scripts/serve.ts [--dir dist] [--port N] [--host H]`.
 * PORT overrides the default port 4173; a set but invalid variable stops here with a message naming it.
 */
import { createServer } from 'node:http';
import { readConfig } from '../src/config/env.js';
import { formsServer } from '../src/forms/forms-server.js';
import { createFormsService } from '../src/forms/forms-service.js';
import { runServer } from '../src/server/run-server.js';
import { createStaticHandler } from '../src/server/static-server.js';
import { parseCommand } from './cli/parse-command.js';

// --help, and arguments checked against the command table; runServer reads the same options.
parseCommand('serve');

void runServer('serve', async ({ dir }) => {
  // PORT is the server's, read (with 0 allowed: any free port) by runServer's options.
  const forms = await createFormsService(readConfig({ ...process.env, PORT: undefined }));
  return createServer(formsServer(forms.routes, createStaticHandler({ dir })));
});
