import { readConfig } from '../src/config/env.js';
import { startDevServer } from '../src/dev/dev-server.js';
import { parseCommand } from './cli/parse-command.js';

/** `npm run dev`: pages rendered on request with hot module reloading (PORT, default 4173). */
parseCommand('dev');
const config = readConfig();
startDevServer(config, config.port).catch((error: unknown) => {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
