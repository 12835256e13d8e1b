import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORDING_FILE } from './recording-file.js';
import type { RecordedAnswer } from './recorded-answer.js';
import { replay, type Recording } from './replay.js';
import { REPLAY_TARGETS } from './replay-targets.js';
import { staticTarget } from './static-target.js';

const recorded = JSON.parse(readFileSync(RECORDING_FILE, 'utf8')) as Record<string, Recording>;

/** What differs between the recording of a server and its answers today, one line per request. */
function differences(before: Recording, after: Recording): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const shown = (answer: RecordedAnswer | undefined) => JSON.stringify(answer, null, 1);
  return names
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => `${name}:\n  recorded ${shown(before[name])}\n  today    ${shown(after[name])}`);
}

describe('every server answers its recorded requests as recorded (status, headers, body)', () => {
  it.each(REPLAY_TARGETS.map((target) => [target.name, target] as const))(
    '%s',
    async (name, target) => {
      expect(recorded[name], `no recording of ${name}: run tests/servers/record-answers.ts`).toBeDefined();
      expect(differences(recorded[name] ?? {}, await replay(target))).toEqual([]);
    },
    240_000,
  );

  it('fails when a server answers one request with another status', async () => {
    const name = 'static site';
    const changed = staticTarget(name, {
      wrap: (listener) => (req, res) => {
        const writeHead = res.writeHead.bind(res);
        res.writeHead = ((status: number, ...rest: never[]) =>
          writeHead(req.url === '/robots.txt' ? 410 : status, ...rest)) as typeof res.writeHead;
        listener(req, res);
      },
    });
    const found = differences(recorded[name] ?? {}, await replay(changed));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^robots\.txt:/);
  });
});
