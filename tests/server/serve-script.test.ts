import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, rawRequest } from './helpers.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs scripts/serve.ts with tsx; `until` ends it (SIGTERM) once stdout matches. */
function runServe(
  args: string[],
  env: Record<string, string>,
  until?: (stdout: string) => Promise<void> | void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let started = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && !started && stdout.includes('\n')) {
        started = true;
        Promise.resolve(until(stdout)).then(
          () => child.kill('SIGTERM'),
          (error: unknown) => {
            child.kill('SIGTERM');
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let site: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  site = await makeTempDir({ 'index.html': '<!doctype html><title>ok</title>' });
});

afterAll(async () => {
  await site.cleanup();
});

describe('scripts/serve.ts', () => {
  it('fails fast on an invalid PORT, naming it', async () => {
    const run = await runServe(['--dir', site.dir], { PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid PORT: "eighty"');
  });

  it('fails fast on a missing folder', async () => {
    const run = await runServe(['--dir', `${site.dir}/missing`], { PORT: '0' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no such folder');
  });

  it('serves the folder on the port from PORT', async () => {
    let status = 0;
    const run = await runServe(['--dir', site.dir], { PORT: '0' }, async (stdout) => {
      const port = Number(/:(\d+)\//.exec(stdout)?.[1]);
      status = (await rawRequest(port, '/')).status;
    });
    expect(run.stdout).toMatch(/^Serving .* at http:\/\/127\.0\.0\.1:\d+\/$/m);
    expect(status).toBe(200);
    expect(run.code).toBe(0);
  });
});
