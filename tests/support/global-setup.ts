import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareBundles } from '../../src/site-build/bundles.js';
import { TEST_BUILD_DONE_FILE, TEST_OUT_DIR } from './test-site.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds the site once from the embedded content, for the build and browser tests, in a process of its own that runs
 * beside the other tests: Vitest starts no test file before every global setup has returned, and the build (on a
 * fresh clone, ~56 CPU-seconds after the bundles, the image variants encoded) would keep both workers idle. The site's
 * test files wait for it (tests/support/site-build-ready.ts); the sequencer (longest-first-sequencer.ts) starts the
 * longest of the other files first. The build's end is a file: `ok`, or why it failed. The code's bundles (~18 s on a
 * fresh clone) are made before any file starts: the files that build the site themselves reuse them (.cache/bundles),
 * rather than bundling the same code at the same time.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  await prepareBundles();
  const done = resolve(root, TEST_BUILD_DONE_FILE);
  rmSync(done, { force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/support/build-test-site.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-8000);
  });
  child.on('error', (error) => writeFileSync(done, `the shared build did not start: ${error.message}`));
  child.on('exit', (code, signal) =>
    writeFileSync(done, code === 0 ? 'ok' : `the shared build exited with ${code ?? signal}:\n${errors}`),
  );
  project.provide('builtSiteDir', resolve(root, TEST_OUT_DIR));
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSiteDir: string;
  }
}
