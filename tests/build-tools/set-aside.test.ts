import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { setAside } from '../../src/bench/set-aside.js';

let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it("moves a bench's earlier output out of the way at once and deletes it only when asked", async () => {
  work = await mkdtemp(join(tmpdir(), 'set-aside-'));
  const output = join(work, 'bench-dist');
  await mkdir(join(output, 'en', 'team'), { recursive: true });
  await writeFile(join(output, 'en', 'team', 'index.html'), '<!doctype html>');

  const removeEarlier = await setAside([output, join(work, 'bench-dist.deploys')]);

  const [aside, ...others] = await readdir(work);
  expect(others).toEqual([]);
  expect(aside).not.toBe('bench-dist');
  expect(await readFile(join(work, aside as string, 'en', 'team', 'index.html'), 'utf8')).toBe('<!doctype html>');
  await mkdir(output);
  await removeEarlier();
  expect(await readdir(work)).toEqual(['bench-dist']);
});

it('deletes as well what an earlier run set aside and did not delete', async () => {
  work = await mkdtemp(join(tmpdir(), 'set-aside-'));
  const output = join(work, 'bench-dist');
  await mkdir(join(work, '.set-aside-bench-dist-12345', 'en'), { recursive: true });
  await mkdir(join(work, '.set-aside-other-12345'));
  const removeEarlier = await setAside([output]);
  await removeEarlier();
  expect(await readdir(work)).toEqual(['.set-aside-other-12345']);
});
