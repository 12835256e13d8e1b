import { join } from 'node:path';
import {
  buildClientBundle,
  buildServerBundle,
  CLIENT_BUNDLE_DIR,
  SERVER_BUNDLE_DIR,
} from '../src/site-build/site-build.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/** `tsx scripts/bundle.ts OUT_DIR`: the browser and server bundles, run by the build in a child process (bundles.ts). */
async function main(): Promise<void> {
  const outDir = parseCommand('scripts/bundle.ts').positionals[0];
  if (!outDir) throw new Error('Usage: tsx scripts/bundle.ts OUT_DIR');
  await buildClientBundle(join(outDir, CLIENT_BUNDLE_DIR));
  await buildServerBundle(join(outDir, SERVER_BUNDLE_DIR));
}

main().catch((error: unknown) => {
  console.error(`[bundle] ${failureText(error)}`);
  return exitAfterOutput(1);
});
