import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCarryThread } from '../../src/site-build/carry-thread.js';
import type { RecordedPage } from '../../src/site-build/page-tags.js';
import { carriedFiles } from '../../src/site-build/prepared-pages.js';

const work = await mkdtemp(join(tmpdir(), 'carry-thread-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const recordedPage = (path: string, files: string[] = []): RecordedPage => ({
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
});

/** A live output holding `pages`' files, and an empty staging folder beside it. */
function outputs(name: string, pages: readonly RecordedPage[]): { live: string; staging: string } {
  const live = join(work, name, 'live');
  const staging = join(work, name, 'staging');
  mkdirSync(staging, { recursive: true });
  for (const page of pages) {
    mkdirSync(join(live, page.path), { recursive: true });
    for (const file of carriedFiles(page)) writeFileSync(join(live, page.path, file), `${page.path} ${file}`);
  }
  return { live, staging };
}

describe('pages carried over on a thread of their own', () => {
  it('are the live pages’ files hard-linked into the staging folder, nested folders and vCards included', async () => {
    const pages = Array.from({ length: 600 }, (_, index) =>
      recordedPage(index === 0 ? '/' : `/section-${index % 5}/page-${index}/`, index % 9 === 1 ? ['card.vcf'] : []),
    );
    pages.push(recordedPage('/section-1/page-1/nested/'));
    const { live, staging } = outputs('carried', pages);
    const carrier = openCarryThread(live, staging);
    for (const page of pages) carrier.carry(page);
    await carrier.done();
    for (const page of pages) {
      for (const file of carriedFiles(page))
        expect((await stat(join(staging, page.path, file))).ino).toBe((await stat(join(live, page.path, file))).ino);
    }
    expect(await readFile(join(staging, 'section-1', 'page-1', 'card.vcf'), 'utf8')).toBe(
      '/section-1/page-1/ card.vcf',
    );
    await carrier.stop();
  });

  it('fail the build with the file the live output lacks', async () => {
    const { live, staging } = outputs('lacking', [recordedPage('/here/')]);
    const carrier = openCarryThread(live, staging);
    carrier.carry(recordedPage('/here/'));
    carrier.carry(recordedPage('/gone/'));
    await expect(carrier.done()).rejects.toThrow(/Carrying the live output's pages over failed: .*ENOENT.*gone/);
    await carrier.stop();
  });

  it('carry nothing and start no thread when every page was linked before the build', async () => {
    const carrier = openCarryThread(join(work, 'none', 'live'), join(work, 'none', 'staging'));
    await expect(carrier.done()).resolves.toBeUndefined();
  });
});
