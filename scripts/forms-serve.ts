/**
 * `npm run forms:serve [-- --port N] [--host H]`: the forms' submission service alone (`/api/contact`,
 * `/api/newsletter`), for a deployment where a CDN serves the static site; posts are accepted from SITE_URL's origin.
 */
import { createServer } from 'node:http';
import { readConfig } from '../src/config/env.js';
import { formsServer } from '../src/forms/forms-server.js';
import { createFormsService } from '../src/forms/forms-service.js';
import { runServer } from '../src/server/run-server.js';
import { parseCommand } from './cli/parse-command.js';

// --help, and arguments checked against the command table; runServer reads the same options.
parseCommand('forms:serve');

void runServer(
  'forms:serve',
  async () => {
    const forms = await createFormsService(readConfig({ ...process.env, PORT: undefined }));
    return createServer(formsServer(forms.routes));
  },
  { needsDir: false, servesDir: false },
);
