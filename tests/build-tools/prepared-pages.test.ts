import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deploysDir } from '../../src/site-build/output-swap.js';
import type { RecordedBuild, RecordedPage } from '../../src/site-build/page-tags.js';
import { carriedFiles, preparePages } from '../../src/site-build/prepared-pages.js';

const work = await mkdtemp(join(tmpdir(), 'prepared-pages-'));
afterAll(() => rm(work, { recursive: true, force: true }));

let outputs = 0;

/** A live output of `count` pages (a vCard beside every tenth) and the recorded build that made it. */
function liveOutput(count: number): { target: string; live: string; recorded: RecordedBuild } {
  outputs += 1;
  const target = join(work, `dist-${outputs}`);
  const live = join(deploysDir(target), `1-build-${outputs}`);
  const pages: RecordedPage[] = Array.from({ length: count }, (_, index) => {
    const path = index === 0 ? '/' : `/section-${index % 7}/page-${index}/`;
    const files = index % 10 === 1 ? ['card.vcf'] : [];
    return {
      path,
      files,
      tags: [],
      pageName: 'page',
      locale: 'fr',
      ref: { route: 'index', params: {} },
      alternates: {},
      noIndex: false,
      thumbnails: [],
      images: [],
      bytes: 0,
      linesAt: 0,
      linesBytes: 0,
      searchAt: 0,
    };
  });
  for (const page of pages) {
    mkdirSync(join(live, page.path), { recursive: true });
    for (const file of carriedFiles(page)) writeFileSync(join(live, page.path, file), `${page.path} ${file}`);
  }
  return {
    target,
    live,
    recorded: {
      buildId: `build-${outputs}`,
      pages,
      pageIndex: new Map(pages.map((page, index) => [page.path, index])),
      paths: [],
      file: join(work, 'page-tags.ndjson'),
      identity: '',
    },
  };
}

/** The staging folder of a build beginning: the bundle's files and the sitemaps' folder already there. */
function staging(target: string): string {
  const dir = join(deploysDir(target), '.staging-next');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'en'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'app.js'), 'code');
  writeFileSync(join(dir, 'en', 'sitemap.xml'), 'sitemap');
  return dir;
}

describe('the next build’s pages, prepared while no build runs', () => {
  it('are the live pages’ files hard-linked, moved into the build’s staging folder beside its own files', async () => {
    const { target, live, recorded } = liveOutput(40);
    const pages = preparePages({ target, live, recorded });
    await pages.settled;
    const dir = staging(target);
    const taken = await pages.take({ live, buildId: recorded.buildId, staging: dir });
    expect(taken).toBe(40);
    for (const page of recorded.pages) {
      for (const file of carriedFiles(page))
        expect((await stat(join(dir, page.path, file))).ino).toBe((await stat(join(live, page.path, file))).ino);
    }
    expect(await readFile(join(dir, 'en', 'sitemap.xml'), 'utf8')).toBe('sitemap');
    expect(await readFile(join(dir, 'assets', 'app.js'), 'utf8')).toBe('code');
    // Nothing is left beside the deploys but the live output and the staging folder.
    expect((await readdir(deploysDir(target))).sort()).toEqual(['.staging-next', '1-build-1']);
  });

  it('stop where they are when a build takes them early: the build gets the pages done, in the recorded order', async () => {
    const { target, live, recorded } = liveOutput(2_000);
    const dir = staging(target);
    const pages = preparePages({ target, live, recorded });
    // A build taking them once the first page is linked: every turn of the event loop, far before the last one.
    while (pages.linked() === 0) await new Promise((resolve) => setImmediate(resolve));
    const taken = (await pages.take({ live, buildId: recorded.buildId, staging: dir })) ?? 0;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(recorded.pages.length);
    // The pages taken are the first ones, linked; those not taken are not there for the build to carry itself.
    for (const page of recorded.pages.slice(0, taken))
      for (const file of carriedFiles(page))
        expect((await stat(join(dir, page.path, file))).ino).toBe((await stat(join(live, page.path, file))).ino);
    const rest = recorded.pages.slice(taken);
    const present = await Promise.all(
      rest.map((page) =>
        stat(join(dir, page.path, 'index.html')).then(
          () => page.path,
          () => undefined,
        ),
      ),
    );
    expect(present.filter(Boolean)).toEqual([]);
  });

  it('are discarded for a build from another live output or recorded build, or when linking failed', async () => {
    const { target, live, recorded } = liveOutput(20);
    const stale = preparePages({ target, live, recorded });
    await stale.settled;
    expect(await stale.take({ live, buildId: 'another-build', staging: staging(target) })).toBeUndefined();

    const broken = liveOutput(20);
    await rm(join(broken.live, 'section-3', 'page-10', 'index.html'));
    const failed = preparePages(broken);
    await failed.settled;
    const dir = staging(broken.target);
    expect(await failed.take({ live: broken.live, buildId: broken.recorded.buildId, staging: dir })).toBeUndefined();
    expect((await readdir(dir)).sort()).toEqual(['assets', 'en']);
    // Neither is left in the deploys folder (they are removed in the background).
    for (const output of [target, broken.target])
      expect((await readdir(deploysDir(output))).filter((name) => name.startsWith('.prepared-'))).toEqual([]);
  });
});
