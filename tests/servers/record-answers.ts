/**
 * Records what every server answers to its replay requests, into tests/servers/recorded-answers.json: run it on a
 * commit whose answers are the reference (`npx tsx tests/servers/record-answers.ts`), from the project's root. The
 * replay test (replay.test.ts) compares today's servers with the recording. Format the file after (`npx biome format
 * --write tests/servers/recorded-answers.json`).
 */
import { writeFile } from 'node:fs/promises';
import { RECORDING_FILE } from './recording-file.js';
import { replay, type Recording } from './replay.js';
import { REPLAY_TARGETS } from './replay-targets.js';

const recording: Record<string, Recording> = {};
for (const target of REPLAY_TARGETS) {
  const started = performance.now();
  recording[target.name] = await replay(target);
  console.log(
    `${target.name}: ${Object.keys(recording[target.name] ?? {}).length} answers in ${Math.round(performance.now() - started)} ms`,
  );
}
await writeFile(RECORDING_FILE, `${JSON.stringify(recording, null, 2)}\n`);
console.log(`Wrote ${RECORDING_FILE}`);
process.exit(0);
