import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const tsx = resolve(root, 'node_modules/.bin/tsx');

/** Runs one of the project's scripts (`scripts/{name}.ts`) as its command would, in `cwd`, with only `env` set. */
export function runScript(
  name: string,
  args: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
): ChildProcess {
  return spawn(tsx, [resolve(root, 'scripts', `${name}.ts`), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The process that runs a script started by {@link runScript}: tsx starts Node once more for the script, so it is
 * the last descendant of the child (Linux's `/proc`).
 */
async function scriptProcess(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const last = children.trim().split(/\s+/).filter(Boolean).at(-1);
  return last === undefined ? pid : scriptProcess(Number(last));
}

/** The most memory a process has held so far (its peak resident set, `VmHWM`), in bytes. */
export async function peakResidentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/**
 * A `search:serve` process on a free port: its origin, what it printed until listening, the id of the process that
 * serves (for its memory), and how to stop it.
 */
export async function startSearchServe(
  cwd: string,
  env: Record<string, string>,
): Promise<{ origin: string; output: string; pid: number; stop: () => Promise<void> }> {
  const child = runScript('search-serve', ['--port', '0'], { cwd, env });
  let output = '';
  const origin = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /search:serve at (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (listening) done(listening[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`search:serve exited with ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { origin, output, pid: await scriptProcess(child.pid as number), stop };
}

/** Runs a script to its end: its exit code and output. */
export function runToEnd(
  name: string,
  options: { cwd: string; env: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  const child = runScript(name, [], options);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, output })));
}
