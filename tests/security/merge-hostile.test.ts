import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { publishOutput, stagingDir } from '../../src/site-build/output-swap.js';
import { MAX_SHARD_LOG_BYTES, MAX_SHARD_LOG_LINE_BYTES, openKeyedLog } from '../../src/site-build/shard-log.js';
import { publicSettings, shardFiles } from '../../src/site-build/shard-manifest.js';
import { mergeShards } from '../../src/site-build/shard-merge.js';
import { manifestsStage } from '../../src/site-build/stages/manifests-stage.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

const config = readConfig({ SITE_URL: 'https://www.example.test' });
/** What a shard folder's files must never bring into the deploy folder. */
const SECRET = 'the private key of the machine the merge runs on';
let work: string;
/** A folder outside every shard, holding `secret.txt` and `id_rsa`. */
let outside: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'merge-hostile-'));
  outside = join(work, 'outside');
  await mkdir(outside);
  await writeFile(join(outside, 'secret.txt'), SECRET);
  await writeFile(join(outside, 'id_rsa'), SECRET);
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A one-page shard folder made by hand (`share` K of 2), as `npm run build -- --shard` leaves it. */
async function shardFolder(name: string, share: number, manifest: Record<string, unknown> = {}): Promise<string> {
  const dir = join(work, name);
  const files = shardFiles(dir);
  await mkdir(join(files.site, 'assets'), { recursive: true });
  await writeFile(join(files.site, 'assets', 'client.js'), 'boot();');
  const path = share === 1 ? '/' : '/en/';
  await mkdir(join(files.site, path), { recursive: true });
  await writeFile(join(files.site, path, 'index.html'), `<title>${path}</title>`);
  const sitemap = openKeyedLog(files.sitemaps);
  sitemap.add([0, 0, share], { locale: 'fr', page: { path, alternates: {} } });
  sitemap.close();
  const tags = openKeyedLog(files.pageTags);
  tags.add([0, 0, share], { path, tags: [] });
  tags.close();
  openKeyedLog(files.searchRecords).close();
  const fields = {
    shard: { index: share, count: 2 },
    buildId: '20261126T010000Z-a',
    buildTime: 0,
    shell: 'shell-1',
    sourceHash: 'code-1',
    clientHash: 'client-1',
    settings: publicSettings(config),
    embeddedContent: false,
    pages: 1,
    manifest: {},
    pageNames: ['home'],
    inlineScriptHashes: [],
    ...manifest,
  };
  await writeFile(files.manifest, JSON.stringify(fields));
  return dir;
}

const merge = (shardDirs: string[]) =>
  mergeShards({ config, shardDirs, outDir: join(work, 'dist'), buildsDir: join(work, 'builds'), log: () => {} });

/** The names in the work folder and every file under it, so a refused merge is seen to have written nothing. */
async function everything(): Promise<string[]> {
  const entries = await readdir(work, { recursive: true });
  return entries.sort();
}

/** Merges `one` and a clean share 2: the merge must fail matching `refusal` and leave the work folder as it was. */
async function expectRefused(one: string, refusal: RegExp): Promise<void> {
  const two = await shardFolder('two', 2);
  const before = await everything();
  await expect(merge([one, two])).rejects.toThrow(refusal);
  expect(await everything()).toEqual(before);
}

describe('a shard with a symbolic link out of it', () => {
  it('is refused, naming the link, when its site folder is a link to a folder outside', async () => {
    const one = await shardFolder('one', 1);
    await rm(shardFiles(one).site, { recursive: true });
    await symlink(outside, shardFiles(one).site);
    countHostile('build:merge');
    await expectRefused(one, new RegExp(`${shardFiles(one).site} is a symbolic link`));
  });

  it('is refused, naming the link, when a file or folder inside its site links out', async () => {
    const links: [string, string][] = [
      ['secret.txt', join(outside, 'secret.txt')],
      ['assets/id_rsa', join(outside, 'id_rsa')],
      ['en/private', outside],
      ['assets/dangling.js', join(outside, 'nothing-here')],
      ['passwd.txt', '/etc/passwd'],
      ['relative.txt', '../../outside/secret.txt'],
    ];
    for (const [name, to] of links) {
      await rm(join(work, 'one'), { recursive: true, force: true });
      await rm(join(work, 'two'), { recursive: true, force: true });
      const one = await shardFolder('one', 1);
      await mkdir(join(shardFiles(one).site, 'en'), { recursive: true });
      await symlink(to, join(shardFiles(one).site, name));
      countHostile('build:merge');
      await expectRefused(one, new RegExp(`${join(shardFiles(one).site, name)} is a symbolic link`));
    }
  });

  it('is refused when its manifest or one of its logs is a link, a pipe or a folder', async () => {
    const cases: [keyof ReturnType<typeof shardFiles>, 'link' | 'pipe' | 'folder'][] = [
      ['manifest', 'link'],
      ['sitemaps', 'link'],
      ['searchRecords', 'pipe'],
      ['pageTags', 'folder'],
      ['manifest', 'pipe'],
    ];
    for (const [file, kind] of cases) {
      await rm(join(work, 'one'), { recursive: true, force: true });
      await rm(join(work, 'two'), { recursive: true, force: true });
      const one = await shardFolder('one', 1);
      const path = shardFiles(one)[file];
      await rm(path);
      if (kind === 'link') await symlink(join(outside, 'secret.txt'), path);
      else if (kind === 'pipe') execFileSync('mkfifo', [path]);
      else await mkdir(path);
      countHostile('build:merge');
      await expectRefused(one, new RegExp(`${path} is a (symbolic link|named pipe|folder), not a regular file`));
    }
  });

  it('is refused when its site holds a named pipe, which would block the copy', async () => {
    const one = await shardFolder('one', 1);
    execFileSync('mkfifo', [join(shardFiles(one).site, 'assets', 'pipe.js')]);
    countHostile('build:merge');
    await expectRefused(one, /pipe\.js is a named pipe/);
  });
});

/** Build ids a manifest may name that must never reach a folder or file name. */
const HOSTILE_IDS: unknown[] = [
  'x/../../escaped',
  '../escaped',
  '..',
  '.',
  '.hidden',
  'a/b',
  'a\\b',
  '',
  'a'.repeat(65),
  'x\n[merge] forged line',
  'id with spaces',
  'café',
  '20261126T010000Z-a/../../..',
  42,
  null,
  ['20261126T010000Z-a'],
];

describe('a shard manifest', () => {
  it('naming a build id that is not one is refused before anything is removed or created', async () => {
    for (const buildId of HOSTILE_IDS) {
      await rm(join(work, 'one'), { recursive: true, force: true });
      await rm(join(work, 'two'), { recursive: true, force: true });
      const one = await shardFolder('one', 1, { buildId });
      const two = await shardFolder('two', 2, { buildId });
      const before = await everything();
      countHostile('build:merge');
      await expect(merge([one, two]), JSON.stringify(buildId)).rejects.toThrow(/buildId: not a build id/);
      expect(await everything()).toEqual(before);
    }
  });

  it('that is not a manifest, or too large, is refused naming the file and what is wrong', async () => {
    const wrongs: [string | ((file: string) => Promise<void>), RegExp][] = [
      ['{"shard": ', /shard\.json is not JSON/],
      ['null', /shard\.json is not a shard manifest/],
      ['[]', /shard\.json is not a shard manifest/],
      [JSON.stringify({ buildId: '20261126T010000Z-a' }), /shard: /],
      [(file) => truncate(file, 33 * 1024 * 1024), /shard\.json is 34603008 bytes, more than/],
    ];
    for (const [contents, refusal] of wrongs) {
      await rm(join(work, 'one'), { recursive: true, force: true });
      await rm(join(work, 'two'), { recursive: true, force: true });
      const one = await shardFolder('one', 1);
      if (typeof contents === 'string') await writeFile(shardFiles(one).manifest, contents);
      else await contents(shardFiles(one).manifest);
      countHostile('build:merge');
      await expectRefused(one, refusal);
    }
    const one = await shardFolder('one', 1, { shard: { index: 3, count: 2 }, pages: -1 });
    countHostile('build:merge');
    await expectRefused(one, /shard: the share must be K\/N.*pages: /);
  });
});

describe('the places a build id is joined into a path', () => {
  it('refuse an id that is not one, before touching the disk', async () => {
    const target = join(work, 'dist');
    const staging = join(work, 'staging');
    await mkdir(join(staging, 'assets'), { recursive: true });
    for (const buildId of HOSTILE_IDS.filter((id): id is string => typeof id === 'string')) {
      countHostile('build id joined into a path', 3);
      expect(() => stagingDir(target, buildId)).toThrow(/not one/);
      await expect(publishOutput(staging, target, buildId)).rejects.toThrow(/not one/);
      const stage = manifestsStage({
        staging,
        history: join(work, 'builds'),
        buildId,
        shell: 'shell-1',
        timestamp: 0,
        manifest: {},
        pageNames: [],
      });
      await expect(stage).rejects.toThrow(/not one/);
    }
    expect(await readdir(work)).toEqual(['outside', 'staging']);
  });
});

describe("a shard's log", () => {
  it('over the bound a log may hold is refused naming it, before anything is written', async () => {
    for (const log of ['sitemaps', 'searchRecords', 'pageTags'] as const) {
      await rm(join(work, 'one'), { recursive: true, force: true });
      await rm(join(work, 'two'), { recursive: true, force: true });
      const one = await shardFolder('one', 1);
      await truncate(shardFiles(one)[log], MAX_SHARD_LOG_BYTES + 1);
      countHostile('build:merge');
      await expectRefused(one, new RegExp(`${shardFiles(one)[log]} is ${MAX_SHARD_LOG_BYTES + 1} bytes, more than`));
    }
  });

  it('with a line that is too long, or not an entry, fails the merge naming the file and the line', async () => {
    const damaged: [string, RegExp][] = [
      ['x'.repeat(MAX_SHARD_LOG_LINE_BYTES + 1), /sitemaps\.ndjson: line 1 is \d+ bytes or more, over the/],
      [`${'['.repeat(MAX_SHARD_LOG_LINE_BYTES + 1)}\n`, /sitemaps\.ndjson: line 1 is \d+ bytes or more, over the/],
      ['{"locale":\n', /sitemaps\.ndjson: line 1 is not JSON/],
      [
        '[0,0,1,{"locale":"fr","page":{"path":"/","alternates":{}}}]\n["../x",0,1,{}]\n',
        /sitemaps\.ndjson: line 2 is not \[locale, page type, position, entry\]/,
      ],
      ['null\n', /sitemaps\.ndjson: line 1 is not \[locale/],
    ];
    for (const [text, refusal] of damaged) {
      await rm(join(work, 'one'), { recursive: true, force: true });
      await rm(join(work, 'two'), { recursive: true, force: true });
      const one = await shardFolder('one', 1);
      await writeFile(shardFiles(one).sitemaps, text);
      const two = await shardFolder('two', 2);
      countHostile('build:merge');
      await expect(merge([one, two])).rejects.toThrow(refusal);
      expect(await readdir(work)).not.toContain('dist');
    }
  });
});
