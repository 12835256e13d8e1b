/**
 * The embedded content service as a child process (see content-service-child.ts): started with the content folder
 * as argument and the token, faults and asset URL as JSON, it answers its parent once over IPC with
 * `{ url, assetUrl }` or `{ error }` (the answer cache's folder among its arguments, if any), reads its folder again on each `'reload'` message (answering `{ reloaded: null }`,
 * or the problems, keeping the content it had), and stops when the parent disconnects (writing its request counts where
 * CONTENT_REQUEST_STATS_FILE says, if set).
 */
import { writeFileSync } from 'node:fs';
import { startContentServer } from './content-server.js';
import { REQUEST_STATS_FILE_VARIABLE } from './request-stats.js';
import type { FaultOptions } from '../../config/fault-spec.js';

interface ServiceArguments {
  dir: string;
  token: string;
  faults?: FaultOptions;
  assetUrl?: string;
  answerCache?: string;
}

async function main(): Promise<void> {
  const { dir, token, faults, assetUrl, answerCache } = JSON.parse(process.argv[2] ?? '{}') as ServiceArguments;
  try {
    const server = await startContentServer({
      dir,
      token,
      faults,
      port: 0,
      ...(assetUrl && { assetUrl }),
      ...(answerCache && { answerCache }),
    });
    process.send?.({ url: server.url, assetUrl: server.assetUrl });
    process.on('message', (message) => {
      if (message !== 'reload') return;
      server.reload().then(
        () => process.send?.({ reloaded: null }),
        (error: unknown) => process.send?.({ reloaded: error instanceof Error ? error.message : String(error) }),
      );
    });
    process.once('disconnect', () => {
      const statsFile = process.env[REQUEST_STATS_FILE_VARIABLE];
      if (statsFile) writeFileSync(statsFile, JSON.stringify(server.stats()));
      void server.close().then(() => process.exit(0));
    });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
}

void main();
