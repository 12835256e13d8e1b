import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startContentServiceChild } from '../../../src/content-service/server/content-service-child.js';
import { serviceBundle } from '../../../src/content-service/server/service-bundle.js';
import { createContentFixture } from './content-fixture.js';
import { rawRequest } from './http.js';

const projects: string[] = [];

afterAll(async () => {
  for (const dir of projects) await rm(dir, { recursive: true, force: true });
});

/** A project of two modules: the entry prints what its imported module sees of itself, and a message. */
async function project(
  message: string,
): Promise<{ dir: string; entry: string; setMessage: (next: string) => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'service-bundle-'));
  projects.push(dir);
  await writeFile(join(dir, 'package-lock.json'), '{}\n');
  await mkdir(join(dir, 'lib'));
  const setMessage = (next: string) =>
    writeFile(
      join(dir, 'lib', 'where.ts'),
      `export const where = (): Record<string, string> => ({ dirname: import.meta.dirname, filename: import.meta.filename, url: import.meta.url, message: ${JSON.stringify(next)} });\n`,
    );
  await setMessage(message);
  const entry = join(dir, 'entry.ts');
  await writeFile(entry, "import { where } from './lib/where.js';\nconsole.log(JSON.stringify(where()));\n");
  return { dir, entry, setMessage };
}

const run = (bundle: string): Record<string, string> =>
  JSON.parse(execFileSync(process.execPath, [bundle], { encoding: 'utf8' })) as Record<string, string>;

describe('service bundle', () => {
  it('runs a TypeScript entry as one module whose sources still see their own paths, made again when the code changes', async () => {
    const { dir, entry, setMessage } = await project('first');
    const bundle = await serviceBundle(entry);
    expect(bundle).toMatch(new RegExp(`^${dir}/\\.cache/content-service/entry\\.[0-9a-f]{16}\\.mjs$`));
    const module = join(dir, 'lib', 'where.ts');
    expect(run(bundle)).toEqual({
      dirname: join(dir, 'lib'),
      filename: module,
      url: pathToFileURL(module).href,
      message: 'first',
    });

    const written = (await stat(bundle)).mtimeMs;
    expect(await serviceBundle(entry)).toBe(bundle);
    expect((await stat(bundle)).mtimeMs).toBe(written);

    await setMessage('second');
    const changed = await serviceBundle(entry);
    expect(changed).not.toBe(bundle);
    expect(run(changed).message).toBe('second');
  });

  it('keeps the newest four bundles of an entry', async () => {
    const { dir, entry, setMessage } = await project('0');
    const made: string[] = [];
    for (let version = 1; version <= 6; version += 1) {
      await setMessage(String(version));
      made.push(await serviceBundle(entry));
      // Distinct modification times, which the pruning orders by.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const kept = (await readdir(join(dir, '.cache', 'content-service')))
      .map((name) => join(dir, '.cache', 'content-service', name))
      .sort();
    expect(kept).toEqual(made.slice(-4).sort());
    expect(run(made.at(-1) as string).message).toBe('6');
  });

  it('refuses an entry it cannot bundle whole, naming what it could not follow, and writes nothing', async () => {
    const { dir, entry } = await project('unused');
    await writeFile(entry, "import { where } from './lib/gone.js';\nconsole.log(where());\n");
    await expect(serviceBundle(entry)).rejects.toThrow(/gone\.js/);
    await expect(readdir(join(dir, '.cache', 'content-service'))).rejects.toThrow(/ENOENT/);

    // A warning is refused as well: esbuild would write a bundle that reads a name nothing exports.
    await writeFile(entry, "import * as lib from './lib/where.js';\nconsole.log(lib.nowhere);\n");
    await expect(serviceBundle(entry)).rejects.toThrow(/nowhere.*entry\.ts:2/);
    await expect(readdir(join(dir, '.cache', 'content-service'))).rejects.toThrow(/ENOENT/);
  });

  it('starts the content service from its bundle, without the TypeScript loader, and it answers', async () => {
    const fixture = await createContentFixture();
    const token = 'bundle-test-token';
    const service = await startContentServiceChild({ dir: fixture.dir, token });
    try {
      const commandLine = (await readFile(`/proc/${service.pid}/cmdline`, 'utf8')).split('\0');
      expect(
        commandLine.some((part) =>
          /\/\.cache\/content-service\/content-service-process\.[0-9a-f]{16}\.mjs$/.test(part),
        ),
      ).toBe(true);
      expect(commandLine).not.toContain('tsx');
      const response = await rawRequest(service.url, {
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ _site { locales } }' }),
      });
      expect(JSON.parse(response.text)).toEqual({ data: { _site: { locales: ['fr_CA', 'en_CA'] } } });
    } finally {
      await service.close();
      await fixture.remove();
    }
  });
});
