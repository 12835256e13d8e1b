/**
 * The content check's own process (check-in-child.ts starts it): checks the content after a build, over the
 * configuration of its environment, into the builds folder its argument names, and sends its parent its counts or
 * why it could not.
 */
import { readConfig } from '../config/env.js';
import { checkAfterBuild } from './check-after-build.js';

try {
  const buildsDir = process.argv[2];
  if (buildsDir === undefined) throw new Error('no builds folder given');
  process.send?.({ counts: await checkAfterBuild(readConfig(), buildsDir) });
} catch (error) {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
} finally {
  process.disconnect?.();
}
