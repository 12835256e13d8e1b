import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SitemapWriter } from '../../src/site-build/sitemap-writer.js';

const SITE = 'https://www.example.test';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitemaps-'));
  await mkdir(join(dir, 'en'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function writer(maxUrlsPerFile: number) {
  return new SitemapWriter(
    SITE,
    {
      fr: { file: join(dir, 'sitemap.xml'), path: '/sitemap.xml' },
      en: { file: join(dir, 'en/sitemap.xml'), path: '/en/sitemap.xml' },
    },
    maxUrlsPerFile,
  );
}

const xml = async (file: string) => load(await readFile(join(dir, file), 'utf8'), { xml: true });

describe('sitemaps', () => {
  it('writes one sitemap per language with hreflang alternates and x-default', async () => {
    const sitemaps = writer(50_000);
    sitemaps.add('fr', { path: '/equipe/', alternates: { fr: '/equipe/', en: '/en/team/' } });
    sitemaps.add('en', { path: '/en/team/', alternates: { fr: '/equipe/', en: '/en/team/' } });
    await sitemaps.close();
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['sitemap.xml']));
    const fr = await xml('sitemap.xml');
    expect(fr('url > loc').text()).toBe(`${SITE}/equipe/`);
    expect(
      fr('url > xhtml\\:link')
        .map((_, link) => `${fr(link).attr('hreflang')} ${fr(link).attr('href')}`)
        .get(),
    ).toEqual([`fr-CA ${SITE}/equipe/`, `en-CA ${SITE}/en/team/`, `x-default ${SITE}/equipe/`]);
    expect((await xml('en/sitemap.xml'))('url > loc').text()).toBe(`${SITE}/en/team/`);
  });

  it('splits a language beyond the URL limit into parts listed by a sitemap index at the same address', async () => {
    const sitemaps = writer(3);
    for (let index = 1; index <= 7; index += 1) sitemaps.add('en', { path: `/en/news/n${index}/`, alternates: {} });
    sitemaps.add('fr', { path: '/', alternates: {} });
    await sitemaps.close();
    expect((await readdir(join(dir, 'en'))).sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    const index = await xml('en/sitemap.xml');
    expect(
      index('sitemapindex > sitemap > loc')
        .map((_, loc) => index(loc).text())
        .get(),
    ).toEqual([`${SITE}/en/sitemap-1.xml`, `${SITE}/en/sitemap-2.xml`, `${SITE}/en/sitemap-3.xml`]);
    const parts = await Promise.all([1, 2, 3].map((part) => xml(`en/sitemap-${part}.xml`)));
    expect(
      parts.map(($) =>
        $('url > loc')
          .map((_, loc) => $(loc).text())
          .get(),
      ),
    ).toEqual([
      [`${SITE}/en/news/n1/`, `${SITE}/en/news/n2/`, `${SITE}/en/news/n3/`],
      [`${SITE}/en/news/n4/`, `${SITE}/en/news/n5/`, `${SITE}/en/news/n6/`],
      [`${SITE}/en/news/n7/`],
    ]);
    expect(await readdir(dir)).not.toContain('sitemap-1.xml');
  });

  it('writes a valid empty sitemap for a language without pages', async () => {
    const sitemaps = writer(10);
    await sitemaps.close();
    expect((await xml('en/sitemap.xml'))('urlset').length).toBe(1);
  });
});
