import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const FIXTURE_DIR = resolve(import.meta.dirname, '../../fixtures/content-small');

/** A writable copy of the small fixture, to break in a test. */
export interface FixtureCopy {
  dir: string;
  /** Rewrites a JSON file of the copy. */
  editJson(file: string, edit: (json: Record<string, unknown>) => void): Promise<void>;
  writeJson(file: string, json: unknown): Promise<void>;
  remove(): Promise<void>;
}

export async function copyFixture(): Promise<FixtureCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'content-small-'));
  await cp(FIXTURE_DIR, dir, { recursive: true });
  const writeJson = (file: string, json: unknown): Promise<void> =>
    writeFile(join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  return {
    dir,
    writeJson,
    async editJson(file, edit) {
      const json: unknown = JSON.parse(await readFile(join(dir, file), 'utf8'));
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(`${file} is not an object`);
      const record: Record<string, unknown> = { ...json };
      edit(record);
      await writeJson(file, record);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
