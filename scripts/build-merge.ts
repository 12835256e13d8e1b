import { readConfig } from '../src/config/env.js';
import { mergeShards } from '../src/site-build/site-build.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/**
 * `npm run build:merge -- --out DIR [--builds DIR] SHARD_DIR…`: joins the shares built by
 * `npm run build -- --shard K/N --out SHARD_DIR` into the deploy folder DIR, the same a single build writes (SITE_URL
 * and the other settings from the environment, as for the shards). See docs/guides/build-at-scale.md.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseCommand('build:merge');
  if (positionals.length === 0)
    throw new Error("Name the shards' folders: npm run build:merge -- --out DIR SHARD_DIR…");
  await mergeShards({ config: readConfig(), shardDirs: positionals, outDir: values.out, buildsDir: values.builds });
}

main().catch((error: unknown) => {
  console.error(`\n[merge] FAILED: ${failureText(error)}`);
  console.error('[merge] The live output was left as it was.');
  return exitAfterOutput(1);
});
