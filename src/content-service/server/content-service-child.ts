import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { FaultOptions } from '../../config/fault-spec.js';
import { serviceBundle } from './service-bundle.js';

export interface ContentServiceChild {
  url: string;
  /** The URL the answers' upload URLs start with (see ContentServer.assetUrl). */
  assetUrl: string;
  /** The service's process id (its memory can be read from /proc). */
  pid: number;
  close(): Promise<void>;
  /** Has the service read its folder again (see ContentServer.reload): rejects with the problems, keeping the content it had. */
  reload(): Promise<void>;
}

type ServiceAnswer = { url: string; assetUrl: string } | { error: string };

/** The service's answer to a reload: `{ reloaded: null }`, or the loading's problems. */
type ReloadAnswer = { reloaded: string | null };

const SERVICE_ENTRY = join(import.meta.dirname, 'content-service-process.ts');

/** The service's code as one module (service-bundle.ts), or its TypeScript entry run through tsx if it cannot be bundled. */
async function serviceModule(): Promise<{ file: string; loader: string[] }> {
  try {
    return { file: await serviceBundle(SERVICE_ENTRY), loader: [] };
  } catch (error) {
    console.warn(
      `[content] the content service runs from its sources (slower to start): ${error instanceof Error ? error.message : String(error)}`,
    );
    return { file: SERVICE_ENTRY, loader: ['--import', 'tsx'] };
  }
}

/**
 * Starts the embedded content service in a child process, the way a build talks to a hosted CMS: the content store
 * (hundreds of MB for tens of thousands of records) and the GraphQL execution stay out of the build process, which
 * keeps the build's memory flat and its main thread free. Loading errors reject with the service's message.
 */
export async function startContentServiceChild({
  dir,
  token,
  faults,
  assetUrl,
  answerCache,
}: {
  dir: string;
  token: string;
  faults?: FaultOptions;
  /** CONTENT_ASSET_URL (default: the service's own `/uploads/`). */
  assetUrl?: string;
  /** Where to keep its answers (ContentServerOptions.answerCache; default: nowhere). */
  answerCache?: string;
}): Promise<ContentServiceChild> {
  const { file, loader } = await serviceModule();
  const child = fork(file, [JSON.stringify({ dir, token, faults, assetUrl, answerCache })], {
    // The store keeps its records in a file (ItemShelf); a capped old space makes V8 collect the loading's and the
    // queries' garbage instead of growing the heap with it (peak at the 20,000-page set 292-312 MB without a cap, 193
    // MB under 256 MB). The cap leaves room for what a first build's service holds while it answers: at the
    // 107,288-page set, 175-195 MB after each full collection (indexes, compiled documents, answers in flight). Under
    // 256 MB it collected about every second, 40 % of its CPU, and the build waited on it (222 s); under 384 MB the
    // same build took 145 s, the service's peak 479 MB instead of 383.
    // graphql-js skips its development checks (instanceOf across realms) only in production. Two malloc arenas
    // instead of one per thread (sharp's, libuv's): each arena kept its freed memory (all documents at the 20,000-page
    // set in one process: peak 358 -> 302 MB, same CPU).
    // A build run with --cpu-prof profiles the service too (as its render threads: render-pool.ts).
    execArgv: [
      '--max-semi-space-size=16',
      '--max-old-space-size=384',
      ...loader,
      ...process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
    ],
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' },
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
        assetUrl: answer.assetUrl,
        pid: child.pid ?? 0,
        close: async () => {
          if (child.connected) child.disconnect();
          await exited;
        },
        reload: () =>
          new Promise((reloaded, failed) => {
            const stopped = () => failed(new Error('The content service stopped while reading its folder again'));
            child.once('exit', stopped);
            child.once('message', ({ reloaded: problems }: ReloadAnswer) => {
              child.off('exit', stopped);
              if (problems === null) reloaded();
              else failed(new Error(problems));
            });
            child.send('reload');
          }),
      });
    });
  });
}
