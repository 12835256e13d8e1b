import { execFile } from 'node:child_process';
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit } from '../../src/bench/content-edits.js';
import { outputDifferences } from '../../src/bench/output-differences.js';
import { seededRandom } from '../../src/bench/seeded-random.js';
import { trimContent } from '../../src/bench/trim-content.js';
import { contentChangeOf, readRecordVersions } from '../../src/content-client/content-watch.js';
import { RECORDS_FOLDER } from '../../src/search/records-file.js';
import { prepareBundles } from '../../src/site-build/bundles.js';
import { action, buildCommand, pathsOf } from './publish-workflow.js';

/**
 * The CI publish workflow's partial build end to end: its build command run on a small copy of the content, the state
 * it leaves carried to a "new runner" through the workflow's cache paths (archived, deleted, extracted), then one
 * edited record's cache tags given to the same command.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const work = join(root, `.cache/ci-publish-build-${process.pid}`);
const content = join(work, 'content');
const { options } = buildCommand();
/** The workflow's build command, its paths (relative to the runner's workspace) moved into the test's folder. */
const inWork = (path: string) => join(work, path);
const statsOf = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

async function npmBuild(
  buildId: string,
  extra: string[],
  { out = options.out as string, builds = options.builds as string, stats = options['stats-file'] as string } = {},
) {
  const args = [
    '--out',
    inWork(out),
    '--builds',
    inWork(builds),
    '--kept-deploys',
    options['kept-deploys'] as string,
    '--stats-file',
    inWork(stats),
    '--workers',
    '1',
    // What the workflow's build renders and carries is checked here; the content check after it has its own tests.
    '--skip-content-check',
    ...extra,
  ];
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT,
    CONTENT_DIR: content,
    SITE_URL: 'https://www.example.test',
    BUILD_ID: buildId,
  };
  await run('npm', ['run', 'build', '--silent', '--', ...args], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  return statsOf(inWork(stats));
}

let tagsFile = '';

beforeAll(async () => {
  await rm(work, { recursive: true, force: true });
  await cp(join(root, 'content'), content, { recursive: true });
  await trimContent(content, 1);
  // The code's bundles, made once (as CI's .cache keeps them) rather than inside a timed build.
  await prepareBundles();
}, 240_000);

afterAll(() => rm(work, { recursive: true, force: true }));

describe('the CI publish build, from one run to the next', () => {
  it('a first run builds everything and leaves the state its cache carries', async () => {
    const first = await npmBuild('20261101T000000Z-ci0', []);
    expect(first).toMatchObject({ kind: 'full', reason: 'a full build was asked for', reused: 0, removed: 0 });
    expect(first.rendered).toBe(first.pages);
    // The runner ends; the next one starts with what the workflow's cache restores, and nothing else.
    const paths = pathsOf(action('actions/cache/restore'));
    // The deploy's image files are hard links into the shared image cache, which the suite's other builds link too
    // while this archive is made: their link count, and so their change time, moves (GNU tar then warns and exits 1,
    // "file changed as we read it", the contents being the same). A CI runner builds alone; any other failure counts.
    await run('bash', ['-c', `tar -cf ../cache.tar --warning=no-file-changed ${paths.join(' ')} || [ $? -eq 1 ]`], {
      cwd: work,
    });
    for (const entry of await readdir(work))
      if (entry !== 'content') await rm(inWork(entry), { recursive: true, force: true });
    await run('tar', ['-xf', '../cache.tar'], { cwd: work });
    await rm(join(work, '../cache.tar'));
    // An editor retitles one record: the webhook names its cache tags.
    const versions = readRecordVersions(content);
    const edit = await applyEdit(content, 'text', seededRandom(28), 1);
    const tags = edit && (await contentChangeOf([edit.file], versions))?.tags;
    expect(tags?.length).toBeGreaterThan(0);
    tagsFile = inWork('invalidated-tags.json');
    await writeFile(tagsFile, JSON.stringify(tags));
  }, 30_000);

  it("the next run, given the webhook's tags, renders only the pages they name", async () => {
    const next = await npmBuild('20261101T000100Z-ci1', ['--invalidated-tags', tagsFile]);
    expect(next, String(next.reason)).toMatchObject({ kind: 'partial', removed: 0 });
    expect(next.rendered).toBeLessThanOrEqual(20);
    expect(next.reused).toBe(Number(next.pages) - Number(next.rendered));
  }, 30_000);

  it('publishes what a full build of the same content does', async () => {
    const full = { out: 'full', builds: 'full-builds', stats: 'full-stats.json' };
    await npmBuild('20261101T000100Z-ci1', ['--render-all'], full);
    expect(await outputDifferences(inWork(options.out as string), inWork(full.out))).toEqual([]);
    expect(
      await outputDifferences(
        join(inWork(options.builds as string), RECORDS_FOLDER),
        join(inWork(full.builds), RECORDS_FOLDER),
      ),
    ).toEqual([]);
  }, 30_000);
});
