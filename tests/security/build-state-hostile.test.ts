import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_TAGS_FILE, PAGE_TAGS_FORMAT, readRecordedBuild } from '../../src/site-build/page-tags.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

let buildsDir: string;
beforeEach(async () => {
  buildsDir = await mkdtemp(join(tmpdir(), 'build-state-hostile-'));
});
afterEach(() => rm(buildsDir, { recursive: true, force: true }));

/** Build ids a damaged or planted build state may name, each of which a folder name would carry out of builds/. */
const HOSTILE_BUILD_IDS: unknown[] = [
  '../../escape',
  '..',
  '/etc/cron.d/job',
  'a/../../b',
  '.hidden',
  'x'.repeat(65),
  'line\nbreak',
  '',
  42,
  null,
  ['20261121T101500Z-3f9a1c2b'],
];

describe('a partial build reading back the recorded build state', () => {
  it.each(HOSTILE_BUILD_IDS.map((buildId) => [JSON.stringify(buildId), buildId]))(
    'treats the build id %s as unusable state (a full build, with the reason), never as a folder name',
    async (_name, buildId) => {
      countHostile('recorded build state');
      await writeFile(join(buildsDir, PAGE_TAGS_FILE), `${JSON.stringify({ buildId, format: PAGE_TAGS_FORMAT })}\n`);
      const recorded = await readRecordedBuild(buildsDir);
      expect(recorded).toEqual({ unusable: expect.stringContaining('build id') });
    },
  );

  it('still reads a build id of the form builds write', async () => {
    const buildId = '20261121T101500Z-3f9a1c2b';
    await writeFile(join(buildsDir, PAGE_TAGS_FILE), `${JSON.stringify({ buildId, format: PAGE_TAGS_FORMAT })}\n`);
    expect(await readRecordedBuild(buildsDir)).toMatchObject({ buildId });
  });
});
