/**
 * `npm run publish:rollback [-- ID] [--dir dist]`: makes an earlier complete output live again, in one step (the
 * output link is switched, as a build switches it). Without ID: the one built before the live one. Lists the outputs
 * kept on disk when ID is not among them.
 */
import { resolve } from 'node:path';
import { rollback } from '../src/publish/rollback.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

const { values, positionals } = parseCommand('publish:rollback');
rollback(resolve(values.dir), positionals[0])
  .then((deploy) => console.log(`publish:rollback: ${deploy.buildId} is live (${deploy.dir})`))
  .catch((error: unknown) => {
    console.error(`publish:rollback: ${failureText(error)}`);
    return exitAfterOutput(1);
  });
