import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_NODE_FLAGS } from '../../src/site-build/build-node-flags.js';

describe('npm run build', () => {
  it('runs with the Node flags the benchmark measures', async () => {
    const { scripts } = JSON.parse(await readFile(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toBe(`node ${BUILD_NODE_FLAGS.join(' ')} --import tsx scripts/build.ts`);
  });
});
