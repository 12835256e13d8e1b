import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';
import { itemId, uploadId } from '../support/content-ids.js';
import type { PublishItem } from '../../src/publish/publish-item.js';
import type { PublishQueue } from '../../src/publish/publish-queue.js';
import { createPublishServer } from '../../src/publish/publish-server.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/content-small');
const NEWS = 'records/single_news';

let work = '';
let content = '';
let queue: PublishQueue;
let close: () => Promise<void>;
/** The items the builds were asked for, and when. */
const built: { item: PublishItem; at: number }[] = [];

/** A record's tags, by its file name: the watcher names it by the id the content service answers for it. */
const recordTags = (id: string, model: string) => [cacheTag('record', itemId(id)), cacheTag('model', model)];

/** Waits until a build was asked for after `since`, and answers its item and how long after `since` it came. */
async function nextBuild(since: number): Promise<{ item: PublishItem; after: number }> {
  await expect.poll(() => built.some(({ at }) => at >= since), { timeout: 3_000, interval: 20 }).toBe(true);
  await queue.idle();
  const first = built.find(({ at }) => at >= since);
  const items = built.filter(({ at }) => at >= since);
  expect(items).toHaveLength(1);
  return { item: first?.item as PublishItem, after: (first?.at ?? 0) - since };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'publish-watch-'));
  content = join(work, 'content');
  await cp(FIXTURE, content, { recursive: true });
  const made = createPublishServer({
    dir: join(work, 'dist'),
    buildsDir: join(work, 'builds'),
    token: 'publish-watch-token-0123456789',
    env: {},
    watchContentDir: content,
    run: (buildId, item) => {
      built.push({ item, at: performance.now() });
      return Promise.resolve({ buildId, pages: 1 });
    },
    log: () => {},
  });
  queue = made.queue;
  await new Promise<void>((done) => made.server.listen(0, '127.0.0.1', done));
  close = () => new Promise((done) => made.server.close(() => done()));
});

afterAll(async () => {
  await close?.();
  await rm(work, { recursive: true, force: true });
});

describe('publish:serve with the embedded content publishes each saved file, as DatoCMS would', () => {
  it('queues a saved record’s tag and the tags of the fields the save changed (not its collection) within a second, as one build', async () => {
    const file = join(content, NEWS, 'news-draft-ai.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { title: Record<string, string> };
    const saved = performance.now();
    // An editor's save: the file written, then written again by the editor's formatter.
    await writeFile(file, JSON.stringify({ ...record, title: { ...record.title, 'fr-CA': 'Un titre corrigé' } }));
    await writeFile(
      file,
      JSON.stringify({ ...record, title: { ...record.title, 'fr-CA': 'Un titre corrigé' } }, null, 2),
    );
    const { item, after } = await nextBuild(saved);
    const tags = [cacheTag('record', itemId('news-draft-ai')), cacheTag('field', 'single_news.title')].sort();
    expect(item).toEqual({ trigger: 'content/ saved', tags, reason: `content/ saved: ${NEWS}/news-draft-ai.json` });
    expect(after).toBeLessThan(1_000);
  });

  it('queues the collection tag too when a save publishes the record, and a changed slug’s field tag', async () => {
    const file = join(content, NEWS, 'news-draft-ai.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { slug: Record<string, string> };
    const reslugged = performance.now();
    await writeFile(file, JSON.stringify({ ...record, slug: { ...record.slug, 'fr-CA': 'un-autre-slug' } }, null, 2));
    expect((await nextBuild(reslugged)).item.tags).toEqual(
      [cacheTag('record', itemId('news-draft-ai')), cacheTag('field', 'single_news.slug')].sort(),
    );

    const published = performance.now();
    await writeFile(
      file,
      JSON.stringify({ ...record, _status: 'published', _publishedAt: '2025-11-01T09:00:00-04:00' }, null, 2),
    );
    expect((await nextBuild(published)).item.tags).toEqual(recordTags('news-draft-ai', 'single_news').sort());
  });

  it('names the record a renamed or deleted file used to hold', async () => {
    const renamed = performance.now();
    await rename(join(content, NEWS, 'news-draft-ai.json'), join(content, NEWS, 'news-renamed.json'));
    const { item } = await nextBuild(renamed);
    expect(item.tags).toEqual(
      [...recordTags('news-draft-ai', 'single_news'), cacheTag('record', itemId('news-renamed'))].sort(),
    );

    const deleted = performance.now();
    await rm(join(content, NEWS, 'news-renamed.json'));
    expect((await nextBuild(deleted)).item.tags).toEqual(recordTags('news-renamed', 'single_news').sort());
  });

  it('queues the site’s tag for site.json and an upload’s for its file, and nothing for an editor’s temporary files', async () => {
    const temporary = performance.now();
    await writeFile(join(content, NEWS, '.news-draft-ai.json.swp'), 'x');
    await writeFile(join(content, 'notes.txt'), 'x');
    await new Promise((done) => setTimeout(done, 600));
    expect(built.filter(({ at }) => at >= temporary)).toEqual([]);

    const saved = performance.now();
    await writeFile(join(content, 'site.json'), await readFile(join(content, 'site.json')));
    await writeFile(join(content, 'uploads/favicon.json'), await readFile(join(content, 'uploads/favicon.json')));
    expect((await nextBuild(saved)).item.tags).toEqual(
      [cacheTag('site', 'site'), cacheTag('upload', uploadId('favicon')), cacheTag('uploads', 'uploads')].sort(),
    );
  });
});
