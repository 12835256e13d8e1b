/**
 * Records what every server answers to its replay requests, into tests/servers/recorded-answers.json: run it on a
 * commit whose answers are the reference (`npx tsx tests/servers/record-answers.ts [server…]`, from the project's
 * root; only the servers named, if any, are recorded again). The replay test (replay.test.ts) compares today's
 * servers with the recording. Format the file after (`npx biome format --write tests/servers/recorded-answers.json`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { RECORDING_FILE } from './recording-file.js';
import { replay, type Recording } from './replay.js';
import { REPLAY_TARGETS } from './replay-targets.js';

/** The servers named on the command line (default: every one): the others keep their recording. */
const only = process.argv.slice(2);
const recording = JSON.parse(await readFile(RECORDING_FILE, 'utf8').catch(() => '{}')) as Record<string, Recording>;
for (const target of REPLAY_TARGETS.filter(({ name }) => only.length === 0 || only.includes(name))) {
  const started = performance.now();
  recording[target.name] = await replay(target);
  console.log(
    `${target.name}: ${Object.keys(recording[target.name] ?? {}).length} answers in ${Math.round(performance.now() - started)} ms`,
  );
}
await writeFile(RECORDING_FILE, `${JSON.stringify(recording, null, 2)}\n`);
console.log(`Wrote ${RECORDING_FILE}`);
process.exit(0);
