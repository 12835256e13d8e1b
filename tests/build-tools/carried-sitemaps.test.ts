import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/config/locales.js';
import { carriedSitemaps } from '../../src/site-build/carried-sitemaps.js';
import type { RecordedPage } from '../../src/site-build/page-tags.js';
import { SitemapWriter, type SitemapPage } from '../../src/site-build/sitemap-writer.js';

const SITE = 'https://www.example.test';
/** URLs a sitemap file holds here: the French sitemap becomes an index of parts, as past 50,000 URLs. */
const PER_FILE = 2;
let work: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'carried-sitemaps-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

const french = (count: number, suffix = ''): SitemapPage[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/page-${index}/`,
    alternates: { fr: `/page-${index}/`, en: `/en/page-${index}${suffix}/` },
  }));
const english: SitemapPage[] = [{ path: '/en/team/', alternates: { fr: '/equipe/', en: '/en/team/' } }];

async function writerIn(name: string) {
  const dir = join(work, name);
  await mkdir(join(dir, 'en'), { recursive: true });
  const writer = new SitemapWriter(
    SITE,
    {
      fr: { file: join(dir, 'sitemap.xml'), path: '/sitemap.xml' },
      en: { file: join(dir, 'en/sitemap.xml'), path: '/en/sitemap.xml' },
    },
    PER_FILE,
  );
  return { dir, writer };
}

/** A full build's sitemaps of these pages, in `name`. */
async function written(name: string, pages: Record<Locale, SitemapPage[]>) {
  const { dir, writer } = await writerIn(name);
  for (const locale of ['fr', 'en'] as const) for (const page of pages[locale]) writer.add(locale, page);
  await writer.close();
  return dir;
}

/** The recorded build's pages, as a partial build has them (what the sitemap needs of each). */
const recordedOf = (pages: Record<Locale, SitemapPage[]>) =>
  (['fr', 'en'] as const).flatMap((locale) =>
    pages[locale].map(
      (page): RecordedPage => ({
        ...page,
        locale,
        noIndex: false,
        pageName: 'page',
        ref: { route: 'index', params: {} },
        tags: [],
        files: [],
        images: [],
        thumbnails: [],
        bytes: 0,
        linesAt: 0,
        linesBytes: 0,
        searchAt: 0,
      }),
    ),
  );

/** A partial build's sitemaps of `now`, the live output being a full build of `before`. */
async function partial(before: Record<Locale, SitemapPage[]>, now: Record<Locale, SitemapPage[]>) {
  const live = await written('live', before);
  const { dir, writer } = await writerIn('staging');
  const sitemaps = carriedSitemaps({ writer, recorded: recordedOf(before), live, staging: dir });
  for (const locale of ['fr', 'en'] as const) for (const page of now[locale]) sitemaps.add(locale, page);
  await sitemaps.close();
  return { live, dir };
}

async function files(dir: string): Promise<Record<string, string>> {
  const names = [
    ...(await readdir(dir)).filter((name) => name.endsWith('.xml')),
    ...(await readdir(join(dir, 'en'))).map((name) => `en/${name}`),
  ];
  return Object.fromEntries(
    await Promise.all(names.sort().map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const)),
  );
}
const sameFile = async (a: string, b: string) => (await stat(a)).ino === (await stat(b)).ino;

describe("a partial build's sitemaps", () => {
  it('links the live sitemap and its parts when no entry changed', async () => {
    const pages = { fr: french(5), en: english };
    const { live, dir } = await partial(pages, pages);
    expect(Object.keys(await files(dir))).toEqual([
      'en/sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    for (const name of Object.keys(await files(dir)))
      expect(await sameFile(join(live, name), join(dir, name)), name).toBe(true);
  });

  it("writes a language again when one of its entries changed, as a full build would, and links the other's", async () => {
    const before = { fr: french(5), en: english };
    const now = { fr: [...french(3), ...french(5, '-renamed').slice(3)], en: english };
    const { live, dir } = await partial(before, now);
    expect(await files(dir)).toEqual(await files(await written('full', now)));
    expect(await sameFile(join(live, 'sitemap-1.xml'), join(dir, 'sitemap-1.xml'))).toBe(false);
    expect(await sameFile(join(live, 'en/sitemap.xml'), join(dir, 'en/sitemap.xml'))).toBe(true);
  });

  it('writes a language again when a page went away at its end or a page came', async () => {
    for (const now of [
      { fr: french(4), en: english },
      { fr: french(6), en: english },
    ]) {
      const { dir } = await partial({ fr: french(5), en: english }, now);
      expect(await files(dir)).toEqual(await files(await written('full', now)));
      await rm(work, { recursive: true, force: true });
    }
  });
});
