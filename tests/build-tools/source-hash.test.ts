import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/site-build/source-hash.js';

let root: string;
const inputs = ['src', 'vite.config.ts'];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'source-hash-'));
  await mkdir(join(root, 'src/components'), { recursive: true });
  await writeFile(join(root, 'src/components/Card.tsx'), 'export const Card = 1;');
  await writeFile(join(root, 'vite.config.ts'), 'export default {};');
  await mkdir(join(root, 'content'));
  await writeFile(join(root, 'content/news.json'), '{"title":"A"}');
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('the source hash that decides whether bundles can be reused', () => {
  it('stays the same when only content changes', async () => {
    const before = await sourceHash(root, inputs);
    await writeFile(join(root, 'content/news.json'), '{"title":"B"}');
    expect(await sourceHash(root, inputs)).toBe(before);
  });

  it('changes when a source file changes, is added or is renamed', async () => {
    const hashes = new Set([await sourceHash(root, inputs)]);
    await writeFile(join(root, 'src/components/Card.tsx'), 'export const Card = 2;');
    hashes.add(await sourceHash(root, inputs));
    await writeFile(join(root, 'src/components/Hero.tsx'), 'export const Hero = 1;');
    hashes.add(await sourceHash(root, inputs));
    await rm(join(root, 'src/components/Hero.tsx'));
    await writeFile(join(root, 'src/components/Banner.tsx'), 'export const Hero = 1;');
    hashes.add(await sourceHash(root, inputs));
    await writeFile(join(root, 'vite.config.ts'), 'export default { base: "/" };');
    hashes.add(await sourceHash(root, inputs));
    expect(hashes.size).toBe(5);
  });

  it('treats a missing input as empty rather than failing', async () => {
    await expect(sourceHash(root, [...inputs, 'public'])).resolves.toBe(await sourceHash(root, inputs));
  });
});
