import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { FaultOptions } from '../../config/fault-spec.js';

export interface ContentServiceChild {
  url: string;
  /** The service's process id (its memory can be read from /proc). */
  pid: number;
  close(): Promise<void>;
}

type ServiceAnswer = { url: string } | { error: string };

/**
 * Starts the embedded content service in a child process, the way a build talks to a hosted CMS: the content store
 * (hundreds of MB for tens of thousands of records) and the GraphQL execution stay out of the build process, which
 * keeps the build's memory flat and its main thread free. Loading errors reject with the service's message.
 */
export function startContentServiceChild({
  dir,
  token,
  faults,
}: {
  dir: string;
  token: string;
  faults?: FaultOptions;
}): Promise<ContentServiceChild> {
  const child = fork(join(import.meta.dirname, 'content-service-process.ts'), [JSON.stringify({ dir, token, faults })], {
    // A larger young generation: GraphQL results are short-lived garbage, and promoting them to the old space (which
    // holds the whole store) made major collections 15% of the service's time. graphql-js skips its development
    // checks (instanceOf across realms) only in production.
    execArgv: ['--max-semi-space-size=16', '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The content service stopped before starting (exit code ${code})`)));
    child.once('message', (answer: ServiceAnswer) => {
      if ('error' in answer) {
        reject(new Error(answer.error));
        return;
      }
      resolve({
        url: answer.url,
        pid: child.pid ?? 0,
        close: async () => {
          if (child.connected) child.disconnect();
          await exited;
        },
      });
    });
  });
}
