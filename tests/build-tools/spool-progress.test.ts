import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { growingFileLines, SpoolProgress } from '../../src/site-build/spool-progress.js';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spool-progress-'));
  file = join(dir, 'fr.ndjson');
  await writeFile(file, '');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Appends `text` as a spool does: the bytes first, then the progress. */
const append = (progress: SpoolProgress, text: string) => {
  appendFileSync(file, text);
  progress.wrote(Buffer.byteLength(text));
};

/** Takes the reader's lines as they come, each as text. */
const collect = (lines: AsyncIterable<Buffer>) => {
  const taken: string[] = [];
  const done = (async () => {
    for await (const line of lines) taken.push(line.toString('utf8'));
    return taken;
  })();
  return { taken, done };
};

/** Lets the reader take what it can (its reads go through the thread pool). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a spool file read while it grows', () => {
  it('gives each line once it is written, waits for more, and ends when the writer says so', async () => {
    const progress = new SpoolProgress();
    const pieces: Buffer[] = [];
    const reader = collect(growingFileLines(file, progress.shared, (piece) => pieces.push(piece)));
    append(progress, '{"a":1}\n{"b":"é"}\n');
    await settle();
    expect(reader.taken).toEqual(['{"a":1}', '{"b":"é"}']);
    // Bytes on disk that the progress does not count yet are not read.
    appendFileSync(file, '{"c":3}\n');
    await settle();
    expect(reader.taken).toHaveLength(2);
    progress.wrote(Buffer.byteLength('{"c":3}\n'));
    append(progress, '{"d":4}\n');
    progress.end();
    expect(await reader.done).toEqual(['{"a":1}', '{"b":"é"}', '{"c":3}', '{"d":4}']);
    // The pieces read are the file, in order: a digest of them is the file's.
    const whole = await readFile(file);
    expect(Buffer.concat(pieces).equals(whole)).toBe(true);
    expect(createHash('sha1').update(Buffer.concat(pieces)).digest('hex')).toBe(
      createHash('sha1').update(whole).digest('hex'),
    );
  });

  it('reads a file longer than one read whole, lines across pieces included', async () => {
    const progress = new SpoolProgress();
    const lines = Array.from({ length: 3_000 }, (_, index) => JSON.stringify({ index, text: 'mot '.repeat(200) }));
    append(progress, `${lines.join('\n')}\n`);
    progress.end();
    expect((await collect(growingFileLines(file, progress.shared)).done).map((line) => JSON.parse(line).index)).toEqual(
      lines.map((_, index) => index),
    );
  });

  it('fails, naming the file, when the build writing it stops', async () => {
    const progress = new SpoolProgress();
    const reader = collect(growingFileLines(file, progress.shared));
    append(progress, '{"a":1}\n');
    await settle();
    progress.abandon();
    await expect(reader.done).rejects.toThrow(`${file}: the build writing it stopped`);
    expect(reader.taken).toEqual(['{"a":1}']);
    // Once abandoned, it stays so: an end afterwards does not make the partial file whole.
    progress.end();
    await expect(collect(growingFileLines(file, progress.shared)).done).rejects.toThrow(/stopped/);
  });
});
