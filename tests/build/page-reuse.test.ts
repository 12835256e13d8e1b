import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site-build/build-site.js';
import { reusedHtml } from '../../src/site-build/page-reuse.js';
import { readConfig } from '../../src/config/env.js';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, `.cache/page-reuse-${process.pid}`);
const contentDir = join(work, 'content');
const ARTICLE = 'records/single_news/news-2023-bureau-sherbrooke.json';
const ARTICLE_PATH = 'intelligence-affaire/actualites/bureau-de-sherbrooke-rue-king-ouest/index.html';

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return files;
}

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a content-only rebuild renders only what changed', () => {
  it('takes unchanged pages from the live output and writes the same bytes as a full build', async () => {
    await cp(join(root, 'content'), contentDir, { recursive: true });
    const config = readConfig({
      SITE_URL: 'https://www.example.test',
      CONTENT_DIR: contentDir,
      IMAGE_WEBP_EFFORT: process.env.IMAGE_WEBP_EFFORT,
    });
    const live = {
      outDir: relative(root, join(work, 'dist')),
      buildsDir: relative(root, join(work, 'builds')),
      log: () => {},
    };

    const first = await buildSite({ ...live, config, buildId: '20261102T100000Z-first' });
    expect(first.reusedPages).toBe(0);

    const article = JSON.parse(await readFile(join(contentDir, ARTICLE), 'utf8')) as { title: Record<string, string> };
    article.title['fr-CA'] = 'Notre bureau de Sherbrooke a déménagé rue King Ouest';
    await writeFile(join(contentDir, ARTICLE), JSON.stringify(article, null, 2));
    const second = await buildSite({ ...live, config, buildId: '20261102T120000Z-second' });
    // The article, its English version is unchanged; the French hubs and cards that show its title are not.
    expect(second.reusedPages).toBeGreaterThan(second.pages / 2);
    expect(second.reusedPages).toBeLessThan(second.pages);
    expect(await readFile(join(work, 'dist', ARTICLE_PATH), 'utf8')).toContain(
      'Notre bureau de Sherbrooke a déménagé rue King Ouest',
    );

    const full = await buildSite({
      outDir: relative(root, join(work, 'full')),
      buildsDir: relative(root, join(work, 'full-builds')),
      log: () => {},
      config,
      buildId: '20261102T120000Z-second',
      reusePages: false,
    });
    expect(full.reusedPages).toBe(0);
    const [incremental, complete] = await Promise.all([filesOf(join(work, 'dist')), filesOf(join(work, 'full'))]);
    expect(complete.size).toBeGreaterThan(300);
    for (const [file, bytes] of complete) expect(incremental.get(file)?.equals(bytes), file).toBe(true);
    // Beyond the full build's files, the incremental output only keeps the first build's manifest and the French
    // search index it names (the article's title changed in it), for tabs still open on the first build.
    const kept = [...incremental.keys()].filter((file) => !complete.has(file)).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/^assets\/search-fr-[\w-]+\.json$/);
    expect(kept[1]).toBe('builds/meta/20261102T100000Z-first.json');
  }, 240_000);

  it('takes the live HTML only of a page whose payload is byte for byte the live one', async () => {
    const live = join(work, 'reuse-source');
    await mkdir(join(live, 'a'), { recursive: true });
    await writeFile(join(live, 'a/index.html'), '<html>a</html>');
    await writeFile(join(live, 'a/payload.json'), '{"shell":"s","p":1}');
    expect(reusedHtml({ dir: live }, '/a/', '{"shell":"s","p":1}')).toBe('<html>a</html>');
    expect(reusedHtml({ dir: live }, '/a/', '{"shell":"s","p":2}')).toBeNull();
    expect(reusedHtml({ dir: live }, '/b/', '{"shell":"s","p":1}')).toBeNull();
  });
});
