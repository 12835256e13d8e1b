import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeHash } from '../../../src/content-service/store/code-hash.js';

let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A project of three modules: entry.ts imports checks.ts (as `./checks.js`, as the sources do); other.ts is apart. */
async function project(): Promise<{ entry: string; write: (file: string, text: string) => Promise<void> }> {
  dir = await mkdtemp(join(tmpdir(), 'code-hash-'));
  const root = dir;
  const write = (file: string, text: string): Promise<void> => writeFile(join(root, file), text);
  await write('package-lock.json', '{"lockfileVersion":3}');
  await write('entry.ts', "import { check } from './checks.js';\nexport const run = check;\n");
  await write('checks.ts', 'export const check = (value: string): boolean => value.length > 0;\n');
  await write('other.ts', 'export const unrelated = 1;\n');
  return { entry: join(root, 'entry.ts'), write };
}

describe('the hash of the code that validates content', () => {
  it('changes with a module the entry imports, or with the locked libraries', async () => {
    const { entry, write } = await project();
    const before = codeHash([entry]);
    await write('checks.ts', 'export const check = (value: string): boolean => value.length > 1;\n');
    const edited = codeHash([entry]);
    expect(edited).not.toBe(before);
    await write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(codeHash([entry])).not.toBe(edited);
  });

  it('stays the same when only a module outside its imports changes', async () => {
    const { entry, write } = await project();
    const before = codeHash([entry]);
    await write('other.ts', 'export const unrelated = 2;\n');
    expect(codeHash([entry])).toBe(before);
  });
});
