import { lstat, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFile } from '../../src/io/replace-file.js';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'replace-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('replaceFile', () => {
  it('replaces the file whole and leaves no temporary file beside it', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, 'old');
    await replaceFile(file, '{"new":true}', { durable: true });
    expect(await readFile(file, 'utf8')).toBe('{"new":true}');
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('never writes through a link planted under the old fixed temporary name', async () => {
    const file = join(dir, 'publish-queue.json');
    const victim = join(dir, 'victim.txt');
    await writeFile(victim, 'untouched');
    await symlink(victim, `${file}.tmp`);
    await replaceFile(file, '[]');
    expect(await readFile(victim, 'utf8')).toBe('untouched');
    expect((await lstat(file)).isFile()).toBe(true);
  });

  it('writes a private file readable by its owner only', async () => {
    const file = join(dir, 'answer');
    await replaceFile(file, [Buffer.from('a'), Buffer.from('b')], { mode: 0o600 });
    expect(await readFile(file, 'utf8')).toBe('ab');
    expect((await lstat(file)).mode & 0o777).toBe(0o600);
  });
});
