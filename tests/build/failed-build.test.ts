import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site-build/build-site.js';
import { readConfig } from '../../src/config/env.js';
import { deploysDir } from '../../src/site-build/output-swap.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(tmpdir(), `failed-build-${process.pid}`);
const contentDir = join(work, 'content');
const outDir = `.cache/failed-build-${process.pid}`;

beforeAll(async () => {
  await cp(join(root, 'content'), contentDir, { recursive: true });
  await mkdir(join(root, outDir), { recursive: true });
  await writeFile(join(root, outDir, 'index.html'), 'previous build');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  for (const dir of [outDir, `${outDir}.deploys`, `${outDir}-builds`])
    await rm(join(root, dir), { recursive: true, force: true });
});

describe('a build that cannot be correct', () => {
  it('fails naming the broken record file and field, and leaves the previous output in place', async () => {
    const folder = join(contentDir, 'records/single_employee');
    const file = (await readdir(folder)).sort()[0] as string;
    const record = JSON.parse(await readFile(join(folder, file), 'utf8')) as Record<string, unknown>;
    delete record.email;
    await writeFile(join(folder, file), JSON.stringify(record, null, 2));

    const config = readConfig({ CONTENT_DIR: contentDir, IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT });
    const build = buildSite({
      config,
      buildId: 'broken-content',
      outDir,
      buildsDir: `${outDir}-builds`,
      log: () => {},
    });
    await expect(build).rejects.toThrow(file);
    await expect(build).rejects.toThrow('email');
    expect(await readFile(join(root, outDir, 'index.html'), 'utf8')).toBe('previous build');
    expect(await readdir(deploysDir(join(root, outDir))).catch(() => [])).toEqual([]);
  });
});
