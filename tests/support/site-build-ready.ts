import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_BUILD_DONE_FILE } from './test-site.js';

/**
 * Run before each file of the site's tests: waits until the shared build (tests/support/global-setup.ts) has ended,
 * and fails the file with the build's own error if it failed.
 */
const done = resolve(import.meta.dirname, '../..', TEST_BUILD_DONE_FILE);
const LIMIT_MS = 15 * 60_000;

const readDone = () => readFile(done, 'utf8').catch(() => null);
let outcome = await readDone();
for (const start = Date.now(); outcome === null; outcome = await readDone()) {
  if (Date.now() - start > LIMIT_MS)
    throw new Error(`The shared build has not ended after ${LIMIT_MS / 60_000} minutes`);
  await sleep(250);
}
if (outcome !== 'ok') throw new Error(outcome);
