import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { HealthCounts } from './health-report-file.js';

/** What the check's process sends back (check-process.ts). */
type CheckAnswer = { counts: HealthCounts } | { error: string };

const CHECK_ENTRY = join(import.meta.dirname, 'check-process.ts');

/**
 * The heap the check may take (MB). Its records are kept condensed and read 100 at a time: 9,359 records (20,000
 * pages) keep some 30 MB and their problems 15 MB; past this cap the check stops, not the build.
 */
export const CHECK_HEAP_MB = 384;

/**
 * The content check after a build (check-after-build.ts), in a process of its own with a heap of its own: however
 * much content it reads, the build's process keeps its memory, and a check that runs out of memory or fails rejects
 * with its reason instead of ending the build.
 */
export function checkInChildProcess(
  buildsDir: string,
  { heapMb = CHECK_HEAP_MB, env = process.env }: { heapMb?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<HealthCounts> {
  const child = fork(CHECK_ENTRY, [buildsDir], {
    // A capped old space and a small young one make V8 collect each page's garbage instead of growing its heap with
    // it, and two malloc arenas keep what threads free from piling up: at 9,359 records the process peaked at 397 MB
    // before its records were condensed, 220 MB with them, 133 MB with these flags as well.
    execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=2', '--import', 'tsx'],
    // Its configuration is `env`'s (the build's own environment): CONTENT_*, read by readConfig.
    env: { ...env, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answer: CheckAnswer | undefined;
    child.once('message', (message: CheckAnswer) => {
      answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer && 'counts' in answer) resolve(answer.counts);
      else if (answer) reject(new Error(answer.error));
      else reject(new Error(`its process stopped (${signal ?? `exit code ${code}`}) before its report`));
    });
  });
}
