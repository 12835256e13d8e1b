import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/routing/build-path.js';
import { sendableBatch } from '../../src/site-build/page-writer.js';

describe('a page file given in pieces', () => {
  let staging = '';
  afterEach(async () => {
    await rm(staging, { recursive: true, force: true });
  });

  it('is written whole by the thread that made it, and the batch a render thread gets keeps the page and its other files', async () => {
    staging = await mkdtemp(join(tmpdir(), 'page-files-'));
    const pieces = [
      '{"members":[',
      ...Array.from({ length: 3000 }, (_, index) => `${index === 0 ? '' : ','}{"n":${index},"s":"${'é'.repeat(500)}"}`),
      ']}',
    ];
    const batch = {
      id: 1,
      pageName: 'employee',
      locale: 'en' as const,
      entries: [
        {
          route: 'employee' as const,
          data: {},
          title: 'Team',
          files: [
            { name: 'team-directory.json', content: () => pieces },
            { name: 'note.txt', content: 'kept' },
          ],
        },
      ],
    };
    const sent = structuredClone(sendableBatch(batch, staging));
    expect(sent.entries[0]?.files).toEqual([{ name: 'note.txt', content: 'kept' }]);
    const written = await readFile(join(staging, buildPath('employee', 'en', {}), 'team-directory.json'), 'utf8');
    expect(written).toBe(pieces.join(''));
    expect(JSON.parse(written).members).toHaveLength(3000);
  });
});
