/**
 * `npm run content:serve [-- options]`: runs the embedded content service alone, for manual use or to point
 * CONTENT_API_URL at it.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config/env.js';
import { startContentServer } from '../src/content/server/content-server.js';
import { generateServiceToken } from '../src/content/server/service-token.js';
import { parseFaultSpec, type FaultOptions } from '../src/config/fault-spec.js';

const DEFAULT_PORT = 4000;

const help = `Usage: npm run content:serve -- [options]

Serves the content files over a DatoCMS-like GraphQL API: POST / (published) and POST /preview (drafts too).

Options:
  --port <n>       port (default: PORT, else ${DEFAULT_PORT}; 0 = any free port)
  --host <addr>    address to listen on (default 127.0.0.1)
  --dir <path>     content folder (default: CONTENT_DIR, else content/)
  --faults <spec>  inject faults, e.g. rate429=0.1,rate5xx=0.05,rateSlow=0.2,slowMs=800,rateMalformed=0.01,seed=7,
                   resetSeconds=1,sequence=429|5xx|ok (default: CONTENT_FAULTS)
  -h, --help       show this help

The accepted token is CONTENT_API_TOKEN; when it is unset, a random token is generated and printed at start.
Upload URLs start with CONTENT_ASSET_URL; when it is unset, with the service's own /uploads/, where it serves them.`;

function fail(message: string): never {
  console.error(`content:serve: ${message}`);
  process.exit(1);
}

function portOption(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) fail(`--port: expected an integer from 0 to 65535, got "${value}"`);
  return port;
}

function dirOption(value: string): string {
  const dir = resolve(value);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    fail(`--dir: expected an existing directory, got "${value}"`);
  }
  return dir;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        dir: { type: 'string' },
        faults: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n\n${help}`);
  }
  if (args.help) {
    console.log(help);
    return;
  }

  let faults: FaultOptions | undefined;
  let config;
  try {
    config = readConfig(process.env, { defaultPort: DEFAULT_PORT });
    faults = args.faults === undefined ? config.contentFaults : parseFaultSpec(args.faults, '--faults');
  } catch (error) {
    fail((error as Error).message);
  }
  const dir = args.dir === undefined ? config.contentDir : dirOption(args.dir);
  const port = args.port === undefined ? config.port : portOption(args.port);

  try {
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
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    fail((error as Error).message);
  }
}

await main();
