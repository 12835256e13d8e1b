import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareBundles } from '../../src/site-build/bundles.js';
import { TEST_BUILD_DONE_FILE, TEST_OUT_DIR } from './test-site.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds the site once from the embedded content, for the build and browser tests, in a process of its own, before
 * any test file starts. The build's end is a file: `ok`, or why it failed; the site's test files read it
 * (tests/support/site-build-ready.ts) and fail with the build's own error. The code's bundles are made first: the
 * files that build the site themselves reuse them (.cache/bundles) rather than bundling the same code again.
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
  // Ended before any test file starts: a file that runs beside the build (one building a copy of the project that
  // shares .cache/images, say) made its image stage fail with ENOENT on a fresh clone.
  await new Promise<void>((ended) => {
    if (child.exitCode !== null || child.signalCode !== null) ended();
    else child.once('exit', () => ended());
  });
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSiteDir: string;
  }
}
