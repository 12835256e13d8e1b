import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run forms:serve` of the project in `root` as its own process (node + tsx, as npm runs it), on a free loopback
 * port; resolves with the process and its URL once it listens.
 */
export function startFormsService(
  root: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/forms-serve.ts', '--port', '0', '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) resolvePromise({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`forms:serve exited (${code}): ${output}`)));
  });
}

/** Stops a service with SIGTERM (it closes its store) and waits for it to exit. */
export function stopFormsService(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}
