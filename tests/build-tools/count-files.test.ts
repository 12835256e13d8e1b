import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { countFiles } from '../../src/site-build/stages/swap-stage.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'count-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('counts the files a build publishes, in every folder, but not folders or links (the build summary’s figure)', async () => {
  await writeFile(join(dir, 'index.html'), '');
  for (const page of ['a', 'b', 'c']) {
    await mkdir(join(dir, 'en', 'team', page), { recursive: true });
    await writeFile(join(dir, 'en', 'team', page, 'index.html'), '');
    await writeFile(join(dir, 'en', 'team', page, 'payload.json'), '');
  }
  await mkdir(join(dir, 'empty'));
  await symlink(join(dir, 'en'), join(dir, 'link'));
  expect(await countFiles(dir)).toBe(7);
});
