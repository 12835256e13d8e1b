/**
 * `npm run publish:serve [-- --dir dist] [--port N] [--host H]`: serves the site like `npm run serve` and rebuilds it
 * on content webhooks (`POST /api/publish`, with PUBLISH_TOKEN). The builds read the same environment as
 * `npm run build` (CONTENT_*, SITE_URL, …). Without a live output yet, it starts with a build.
 */
import { resolve } from 'node:path';
import { readConfig } from '../src/config/env.js';
import { checkInChildProcess } from '../src/content-health/check-in-child.js';
import { createPublishServer, liveBuildId } from '../src/publish/publish-server.js';
import { runServer } from '../src/server/run-server.js';
import { parseCommand } from './cli/parse-command.js';

// --help, and arguments checked against the command table; runServer reads the same options.
parseCommand('publish:serve');

void runServer(
  'publish:serve',
  ({ dir }) => {
    const config = readConfig();
    const { publishToken, contentApiUrl, contentDir } = config;
    const buildsDir = resolve('builds');
    if (!publishToken)
      throw new Error('PUBLISH_TOKEN is not set: the webhook endpoint needs a secret (e.g. `openssl rand -hex 24`).');
    const { server, queue } = createPublishServer({
      dir,
      buildsDir,
      token: publishToken,
      env: process.env,
      watchContentDir: contentApiUrl ? undefined : contentDir,
      // The check in a process of its own: this resident server keeps its memory whatever the content's size.
      checkContent: () => checkInChildProcess(buildsDir),
    });
    void liveBuildId(dir).then((live) => {
      if (!live) void queue.request('first start');
    });
    console.log(
      'Content webhooks: POST /api/publish, status: GET /api/publish/status (Authorization: Bearer $PUBLISH_TOKEN)',
    );
    return server;
  },
  { needsDir: false },
);
