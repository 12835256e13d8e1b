/**
 * `npm run content:serve [-- options]`: runs the embedded content service alone, for manual use or to point
 * CONTENT_API_URL at it. Options and help: the command table (scripts/cli/command-table.ts).
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { readConfig } from '../src/config/env.js';
import { startContentServer } from '../src/content-service/server/content-server.js';
import { generateServiceToken } from '../src/content-service/server/service-token.js';
import { parseFaultSpec } from '../src/config/fault-spec.js';
import { CONTENT_SERVE_PORT as DEFAULT_PORT } from './cli/command-table.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/** `--port`'s value as a port, or an Error naming the option. */
function portOption(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`--port: expected an integer from 0 to 65535, got "${value}"`);
  return port;
}

/** `--dir`'s value as an existing folder, or an Error naming the option. */
function dirOption(value: string): string {
  const dir = resolve(value);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`--dir: expected an existing directory, got "${value}"`);
  }
  return dir;
}

async function main(): Promise<void> {
  const args = parseCommand('content:serve').values;
  try {
    const config = readConfig(process.env, { defaultPort: DEFAULT_PORT });
    const faults = args.faults === undefined ? config.contentFaults : parseFaultSpec(args.faults, '--faults');
    const dir = args.dir === undefined ? config.contentDir : dirOption(args.dir);
    const port = args.port === undefined ? config.port : portOption(args.port);
    const generated = process.env.CONTENT_API_TOKEN ? undefined : generateServiceToken();
    const token = generated ?? config.contentApiToken;
    const assetUrl = config.contentAssetUrl;
    const server = await startContentServer({
      dir,
      token,
      port,
      host: args.host,
      faults,
      ...(assetUrl && { assetUrl }),
    });
    const tokenHint = generated
      ? `Authorization: Bearer ${generated}`
      : 'Authorization: Bearer <the value of CONTENT_API_TOKEN>';
    console.log(`Content API at ${server.url} (drafts: ${server.url}preview), serving ${dir}`);
    console.log(`Upload URLs start with ${server.assetUrl}`);
    console.log(`Send ${tokenHint}`);
    if (faults) console.log(`Injecting faults: ${JSON.stringify(faults)}`);
    const stop = () => void server.close().then(() => exitAfterOutput(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`content:serve: ${failureText(error)}`);
    await exitAfterOutput(1);
  }
}

await main();
