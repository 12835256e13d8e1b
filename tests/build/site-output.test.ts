import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localeCodes, locales } from '../../src/config/locales.js';
import { matchPath } from '../../src/routing/match-path.js';
import { routes } from '../../src/routing/routes.js';
import type { BuildMeta, LatestBuild } from '../../src/page-contract/build-manifest.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import { builtPagePaths, pageFile, TEST_BUILD_ID, TEST_SITE_URL } from '../support/test-site.js';

const dir = inject('builtSiteDir');
let paths: string[] = [];

beforeAll(async () => {
  paths = await builtPagePaths(dir);
});

async function readPayload(path: string): Promise<PagePayload> {
  return JSON.parse(await readFile(pageFile(dir, path, 'payload.json'), 'utf8')) as PagePayload;
}

describe('the built site', () => {
  it('has pages for every route of the route table, in both languages', () => {
    const seen = new Set(
      paths.map((path) => {
        const match = matchPath(path);
        return match ? `${match.name}:${match.locale}` : `unmatched:${path}`;
      }),
    );
    expect([...seen].filter((key) => key.startsWith('unmatched'))).toEqual([]);
    for (const route of routes) {
      for (const locale of localeCodes) expect(seen, `${route.name} in ${locale}`).toContain(`${route.name}:${locale}`);
    }
  });

  it('writes a payload beside every page, naming the shell builds/latest.json names (never the build), its route and both language paths', async () => {
    const latest = JSON.parse(await readFile(join(dir, 'builds/latest.json'), 'utf8')) as LatestBuild;
    expect(latest.shell).toMatch(/^[\w-]{22}$/);
    for (const path of paths) {
      const json = await readFile(pageFile(dir, path, 'payload.json'), 'utf8');
      const payload = JSON.parse(json) as PagePayload;
      const match = matchPath(path);
      expect(payload.shell).toBe(latest.shell);
      expect(json).not.toContain(TEST_BUILD_ID);
      expect(payload.path).toBe(path);
      expect(payload.route.name).toBe(match?.name);
      expect(payload.route.locale).toBe(match?.locale);
      expect(payload.alternatePaths[payload.route.locale]).toBe(path);
      expect(payload.data).toBeTruthy();
    }
  });

  it('gives every page a localized head: lang, "Page | Site" title, description, canonical, hreflang, Open Graph', async () => {
    for (const path of paths) {
      const html = await readFile(pageFile(dir, path), 'utf8');
      const $ = load(html);
      const { route } = await readPayload(path);
      expect($('html').attr('lang')).toBe(locales[route.locale].iso);
      // A page names no build (the next build of the same shell and date links it unchanged): the client reads it from builds/latest.json.
      expect(html).not.toContain(TEST_BUILD_ID);
      expect($('title')).toHaveLength(1);
      expect($('title').text()).toMatch(/\S \| \S|^[^|]+$/);
      expect($('meta[name="description"]').attr('content')?.length).toBeGreaterThan(10);
      expect($('link[rel="canonical"]').attr('href')).toBe(`${TEST_SITE_URL}${path}`);
      expect($(`link[rel="alternate"][hreflang="${locales[route.locale].iso}"]`).attr('href')).toBe(
        `${TEST_SITE_URL}${path}`,
      );
      expect($('link[rel="alternate"][hreflang="x-default"]')).toHaveLength(1);
      expect($('meta[property="og:title"]').attr('content')).toBe($('title').text());
      expect($('meta[property="og:url"]').attr('content')).toBe(`${TEST_SITE_URL}${path}`);
      expect($('h1'), `one h1 on ${path}`).toHaveLength(1);
      expect($('main')).toHaveLength(1);
    }
  });

  it("names the content's uploads on the site's own origin, never on the content service's asset URL", async () => {
    const absoluteUploads = /https?:\/\/[^\s"'<>()]+?\/uploads\//g;
    const origins = new Set<string>();
    let ogImages = 0;
    for (const path of paths) {
      const html = await readFile(pageFile(dir, path), 'utf8');
      const payload = await readFile(pageFile(dir, path, 'payload.json'), 'utf8');
      for (const [url] of [...html.matchAll(absoluteUploads), ...payload.matchAll(absoluteUploads)]) origins.add(url);
      if (html.includes(`<meta property="og:image" content="${TEST_SITE_URL}/uploads/`)) ogImages += 1;
    }
    expect([...origins]).toEqual([`${TEST_SITE_URL}/uploads/`]);
    expect(ogImages).toBeGreaterThan(paths.length / 2);
  });

  it('prerenders content readable without JavaScript', async () => {
    const $ = load(await readFile(pageFile(dir, '/equipe/'), 'utf8'));
    expect($('main .card-list li').length).toBeGreaterThanOrEqual(12);
    expect($('main h2 a').first().attr('href')).toMatch(/^\/equipe\/[a-z0-9-]+\/$/);
    const en = load(await readFile(pageFile(dir, '/en/team/'), 'utf8'));
    expect(en('main h2 a').first().attr('href')).toMatch(/^\/en\/team\/[a-z0-9-]+\/$/);
  });

  it('paginates the team, news and case studies, page 1 being the list itself', async () => {
    for (const prefix of [
      '/equipe/page/',
      '/en/team/page/',
      '/intelligence-affaire/actualites/page/',
      '/en/thought-leadership/case-studies/page/',
    ]) {
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(paths.some((path) => path.endsWith('/page/1/'))).toBe(false);
  });

  it('links each page to its counterpart in the other language, reciprocally', async () => {
    for (const path of paths) {
      const payload = await readPayload(path);
      for (const locale of localeCodes) {
        const other = payload.alternatePaths[locale];
        if (!other || other === path) continue;
        const counterpart = await readPayload(other);
        expect(counterpart.alternatePaths[payload.route.locale], `${other} back to ${path}`).toBe(path);
      }
    }
  });

  it('writes builds/latest.json and a build manifest whose size does not depend on the page count', async () => {
    const latest = JSON.parse(await readFile(join(dir, 'builds/latest.json'), 'utf8')) as LatestBuild;
    expect(latest.id).toBe(TEST_BUILD_ID);
    // The build's time: the one its id names.
    expect(latest.timestamp).toBe(Date.parse('2026-11-21T12:00:00Z'));
    const meta = JSON.parse(await readFile(join(dir, `builds/meta/${TEST_BUILD_ID}.json`), 'utf8')) as BuildMeta;
    expect(meta.id).toBe(TEST_BUILD_ID);
    expect(meta.routeRules['/assets/**']?.headers?.['cache-control']).toContain('immutable');
    expect(Object.keys(meta.pages).sort()).toEqual([...new Set(routes.map((route) => route.page))].sort());
    for (const files of Object.values(meta.pages)) expect(files.js.length).toBeGreaterThan(0);
    expect(JSON.stringify(meta)).not.toContain('/equipe/');
  });

  it('lists every page in its language sitemap with reciprocal hreflang alternates', async () => {
    for (const locale of localeCodes) {
      const file = locale === 'fr' ? 'sitemap.xml' : 'en/sitemap.xml';
      const $ = load(await readFile(join(dir, file), 'utf8'), { xml: true });
      const listed = $('url > loc')
        .map((_, element) => $(element).text().replace(TEST_SITE_URL, ''))
        .get();
      const expected = [];
      for (const path of paths) if ((await readPayload(path)).route.locale === locale) expected.push(path);
      expect(listed.sort()).toEqual(expected.sort());
      $('url').each((_, url) => {
        const links = $(url).find('xhtml\\:link');
        expect(links.filter((_, link) => $(link).attr('hreflang') === 'x-default')).toHaveLength(1);
      });
    }
    const robots = await readFile(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${TEST_SITE_URL}/en/sitemap.xml`);
  });

  it('writes a localized 404 page for each language', async () => {
    const fr = load(await readFile(join(dir, '404.html'), 'utf8'));
    const en = load(await readFile(join(dir, 'en/404.html'), 'utf8'));
    expect(fr('html').attr('lang')).toBe('fr-CA');
    expect(en('html').attr('lang')).toBe('en-CA');
    expect(fr('main h1').text().length).toBeGreaterThan(0);
    expect(en('main a.logo').attr('href')).toBe('/en/');
    expect(fr('main a.logo').attr('href')).toBe('/');
  });
});
