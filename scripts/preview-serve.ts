/**
 * `npm run preview:serve [-- --port N] [--host H]`: editors' preview. Renders every page on request from the content
 * API with drafts (CONTENT_API_URL and CONTENT_API_TOKEN, or the embedded service over CONTENT_DIR), for holders of a
 * preview session: open `/api/preview?token=$PREVIEW_TOKEN&redirect=/path/`. Needs PREVIEW_TOKEN.
 */
import { prepareBundles, loadServerBundle } from '../src/site-build/site-build.js';
import { readConfig } from '../src/config/env.js';
import { createSiteContentClient } from '../src/content-client/site-content-client.js';
import { createPreviewServer } from '../src/preview/preview-server.js';
import { runServer } from '../src/server/run-server.js';
import { parseCommand } from './cli/parse-command.js';

// --help, and arguments checked against the command table; runServer reads the same options.
parseCommand('preview:serve');

void runServer(
  'preview:serve',
  async () => {
    const config = readConfig();
    const token = config.previewToken;
    if (!token) throw new Error('PREVIEW_TOKEN is not set: preview needs a secret (e.g. `openssl rand -hex 24`).');
    const bundles = await prepareBundles();
    process.env.NODE_ENV = 'production';
    const server = await loadServerBundle(bundles.serverDir);
    const content = await createSiteContentClient({ ...config, contentPreview: true }, { cache: false });
    console.log(
      'Preview: open /api/preview?token=$PREVIEW_TOKEN&redirect=/ ; Web Previews plugin: POST /api/preview/links?token=$PREVIEW_TOKEN',
    );
    return createPreviewServer({
      config,
      token,
      content,
      server,
      clientDir: bundles.clientDir,
      manifest: bundles.manifest,
      reloadContent: content.embedded ? content.reload : undefined,
    });
  },
  { needsDir: false, servesDir: false },
);
