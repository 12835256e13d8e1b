import { readConfig } from '../src/config/env.js';
import { startDevServer } from '../src/dev/dev-server.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/** `npm run dev`: pages rendered on request with hot module reloading (PORT, default 4173). */
parseCommand('dev');
const config = readConfig();
startDevServer(config, config.port).catch((error: unknown) => {
  console.error(`[dev] ${failureText(error)}`);
  return exitAfterOutput(1);
});
