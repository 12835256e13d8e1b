import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';
import { changedFileTags } from '../../src/content-client/content-watch.js';
import type { PublishItem } from '../../src/publish/publish-item.js';
import { PublishQueue, type PublishRecord } from '../../src/publish/publish-queue.js';
import { itemId, uploadId } from '../support/content-ids.js';
import { createPublishServer } from '../../src/publish/publish-server.js';

const root = resolve(import.meta.dirname, '../..');
const TOKEN = 'publish-webhook-token-0123456789';
const auth = { Authorization: `Bearer ${TOKEN}` };

let work = '';
let origin = '';
let queue: PublishQueue;
let close: () => Promise<void>;
/** The items the builds were asked for, in order. */
const built: PublishItem[] = [];
/** While set, a build waits for it: webhooks that arrive meanwhile queue up. */
let gate: Promise<void> | undefined;

const post = (body: unknown, headers: Record<string, string> = auth) =>
  fetch(`${origin}/api/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const history = async () =>
  ((await (await fetch(`${origin}/api/publish/status`, { headers: auth })).json()) as { builds: PublishRecord[] })
    .builds;

const invalidate = (tags: unknown) => ({
  entity_type: 'cda_cache_tags',
  event_type: 'invalidate',
  entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags } },
  related_entities: [],
});
/** A record webhook as DatoCMS sends it: the record, its model by id, the model itself among the related entities. */
const recordEvent = (event: string, id: string, apiKey: string) => ({
  environment: 'main',
  is_environment_primary: true,
  entity_type: 'item',
  event_type: event,
  entity: {
    id,
    type: 'item',
    attributes: { title: { 'fr-CA': 'Titre' } },
    relationships: { item_type: { data: { id: '7690234', type: 'item_type' } } },
  },
  related_entities: [
    { id: '7690234', type: 'item_type', attributes: { api_key: apiKey, name: 'Nouvelle' } },
    { id: '69003345', type: 'user', attributes: { full_name: 'Éditrice' } },
  ],
});
const recordTags = (id: string, model: string) => [cacheTag('record', id), cacheTag('model', model)].sort();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'publish-webhook-'));
  const made = createPublishServer({
    dir: join(work, 'dist'),
    buildsDir: join(work, 'builds'),
    token: TOKEN,
    env: {},
    run: async (buildId, item) => {
      built.push(item);
      await gate;
      return { buildId, pages: 1 };
    },
    log: () => {},
  });
  queue = made.queue;
  await new Promise<void>((done) => made.server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => made.server.close(() => done()));
});

afterAll(async () => {
  await queue.idle();
  await close();
  await rm(work, { recursive: true, force: true });
});

beforeEach(async () => {
  await queue.idle();
  built.length = 0;
});

/** Posts `body`, waits for its build, and answers the item that build was asked for. */
async function publishes(body: unknown): Promise<{ answer: Record<string, unknown>; item: PublishItem | undefined }> {
  const response = await post(body);
  expect(response.status).toBe(202);
  const answer = (await response.json()) as Record<string, unknown>;
  await queue.idle();
  return { answer, item: built.at(-1) };
}

describe('publish:serve reads what a webhook names', () => {
  it('queues the tags of a cache-tags invalidation, once each, and says so in the answer and the status', async () => {
    const { answer, item } = await publishes(invalidate(['N*r;L', '6-KZ@', 't#k[uP', 'N*r;L']));
    const tags = ['6-KZ@', 'N*r;L', 't#k[uP'];
    expect(answer).toMatchObject({ state: 'started', tags });
    expect(item).toEqual({ trigger: 'cda_cache_tags.invalidate', tags, reason: '3 cache tags invalidated' });
    expect((await history())[0]).toMatchObject({ trigger: 'cda_cache_tags.invalidate', tags, result: 'succeeded' });
  });

  it.each(['publish', 'unpublish', 'delete', 'update', 'create'])(
    'queues a record’s tag and its model’s collection tag for a record %s webhook',
    async (event) => {
      // DatoCMS names the record of content/records/single_news/news-2024-loi-25.json by its DatoCMS id.
      const id = itemId('news-2024-loi-25');
      const { item } = await publishes(recordEvent(event, id, 'single_news'));
      expect(item).toEqual({
        trigger: `item.${event}`,
        tags: recordTags(id, 'single_news'),
        reason: `record ${id} (single_news) ${event}`,
      });
      // The same tags as a save of that file (the content service tags its answers by that id).
      expect(item?.tags).toEqual(changedFileTags(join('records', 'single_news', 'news-2024-loi-25.json'))?.sort());
    },
  );

  it('queues an upload’s tags for an upload webhook', async () => {
    const { item } = await publishes({
      entity_type: 'upload',
      event_type: 'update',
      entity: { id: uploadId('favicon'), type: 'upload' },
    });
    expect(item?.tags).toEqual([cacheTag('upload', uploadId('favicon')), cacheTag('uploads', 'uploads')].sort());
    expect(item?.tags).toEqual(changedFileTags(join('uploads', 'favicon.png'))?.sort());
  });

  it('builds everything for a record it cannot resolve, and says why', async () => {
    const unknownModel = await publishes(recordEvent('publish', 'rec-1', 'no_such_model'));
    expect(unknownModel.item?.tags).toBeNull();
    expect(unknownModel.item?.reason).toBe(
      'record rec-1: its model could not be resolved ("no_such_model", unknown to the site): full build',
    );
    const noModel = await publishes({ ...recordEvent('update', 'rec-2', 'single_news'), related_entities: [] });
    expect(noModel.item?.reason).toContain('item_type 7690234, not in related_entities');
    const noId = await publishes({ entity_type: 'item', event_type: 'publish' });
    expect(noId.item).toEqual({
      trigger: 'item.publish',
      tags: null,
      reason: 'item.publish without a record id: full build',
    });
    expect((await history())[0]).toMatchObject({ tags: null, reason: 'item.publish without a record id: full build' });
  });

  it('builds everything for a build trigger, an empty body or a model change', async () => {
    for (const body of [
      { build_trigger: 'Site' },
      '',
      { entity_type: 'item_type', event_type: 'update', entity: { id: '7690234' } },
    ]) {
      expect((await publishes(body)).item?.tags).toBeNull();
    }
  });

  it('merges the webhooks that arrive during a build into one next build (union of tags; a full build wins)', async () => {
    let release = () => {};
    gate = new Promise((done) => (release = done));
    try {
      expect(await (await post(invalidate(['first']))).json()).toMatchObject({ state: 'started' });
      expect(await (await post(invalidate(['b', 'a']))).json()).toMatchObject({ state: 'queued' });
      expect(await (await post(recordEvent('publish', 'news-1', 'single_news'))).json()).toMatchObject({
        state: 'queued',
      });
    } finally {
      release();
      gate = undefined;
    }
    await queue.idle();
    expect(built.map((item) => item.tags)).toEqual([
      ['first'],
      ['a', 'b', ...recordTags('news-1', 'single_news')].sort(),
    ]);

    gate = new Promise((done) => (release = done));
    try {
      await post(invalidate(['first']));
      await post(invalidate(['c']));
      await post({ build_trigger: 'Site' });
      await post(invalidate(['d']));
    } finally {
      release();
      gate = undefined;
    }
    await queue.idle();
    expect(built.at(-1)?.tags).toBeNull();
    expect(built).toHaveLength(4);
  });

  it.each([
    {
      name: 'tags that are not a list',
      body: invalidate('N*r;L'),
      message: 'A cda_cache_tags webhook needs entity.attributes.tags, a list of cache tags.',
    },
    {
      name: 'a tag that is not a string',
      body: invalidate(['ok', 42]),
      message:
        'entity.attributes.tags[1] is not a cache tag (a non-empty string of at most 256 characters without spaces).',
    },
    {
      name: 'a tag with a space',
      body: invalidate(['a b']),
      message:
        'entity.attributes.tags[0] is not a cache tag (a non-empty string of at most 256 characters without spaces).',
    },
    {
      name: 'no entity',
      body: { entity_type: 'cda_cache_tags', event_type: 'invalidate' },
      message: 'A cda_cache_tags webhook needs entity.attributes.tags, a list of cache tags.',
    },
    { name: 'a body that is not an object', body: '["item"]', message: 'The webhook body must be a JSON object.' },
    { name: 'JSON that does not parse', body: '{"entity_type": "item",', message: 'The body is not valid JSON.' },
  ])('refuses $name with 400 and a message saying what is wrong, and queues nothing', async ({ body, message }) => {
    const before = (await history()).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    await queue.idle();
    expect(built).toEqual([]);
    expect(await history()).toHaveLength(before);
  });

  it('refuses a webhook without the token (401) and one for a sandbox environment (ignored), and queues nothing', async () => {
    expect((await post(invalidate(['a']), {})).status).toBe(401);
    expect(
      (await post(invalidate(['a']), { Authorization: `Basic ${Buffer.from('dato:wrong').toString('base64')}` }))
        .status,
    ).toBe(401);
    const sandbox = await post({ ...recordEvent('publish', 'news-1', 'single_news'), is_environment_primary: false });
    expect(await sandbox.json()).toEqual({ state: 'ignored', reason: 'not the primary environment' });
    const empty = await post(invalidate([]));
    expect(await empty.json()).toEqual({ state: 'ignored', reason: 'no cache tags to invalidate' });
    await queue.idle();
    expect(built).toEqual([]);
  });
});

describe('acknowledged webhooks survive a SIGKILL of publish:serve', () => {
  it('runs, after a restart, the merged work of every webhook it had answered 202', async () => {
    const dir = join(work, 'killed');
    const buildsDir = join(dir, 'builds');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'webhook-server-process.ts'),
        JSON.stringify({ dir: join(dir, 'dist'), buildsDir, token: TOKEN }),
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [line] = await createInterface({ input: child.stdout })
        [Symbol.asyncIterator]()
        .next()
        .then(({ value }) => [value as string]);
      origin = `http://127.0.0.1:${(JSON.parse(line ?? '{}') as { port: number }).port}`;
      // The first build starts and never finishes; the next two wait behind it.
      expect(await (await post(invalidate(['running-tag']))).json()).toMatchObject({ state: 'started' });
      expect(await (await post(invalidate(['waiting-tag']))).json()).toMatchObject({ state: 'queued' });
      expect((await post(recordEvent('unpublish', 'news-9', 'single_news'))).status).toBe(202);
    } finally {
      child.kill('SIGKILL');
      await new Promise((done) => child.once('exit', done));
    }
    const resumed: PublishItem[] = [];
    const restarted = new PublishQueue({
      run: (buildId, item) => {
        resumed.push(item);
        return Promise.resolve({ buildId, pages: 1 });
      },
      newBuildId: () => 'after-restart',
      historyFile: join(buildsDir, 'publish-history.json'),
      queueFile: join(buildsDir, 'publish-queue.json'),
    });
    await restarted.idle();
    expect(resumed).toHaveLength(1);
    expect(resumed[0]?.tags).toEqual(['running-tag', 'waiting-tag', ...recordTags('news-9', 'single_news')].sort());
    expect(resumed[0]?.reason).toContain('resumed after a restart');
    const { builds } = await restarted.status();
    expect(builds.map(({ result, error }) => ({ result, error }))).toEqual([
      { result: 'succeeded', error: undefined },
      { result: 'failed', error: 'interrupted' },
    ]);
    // Done once: a second restart has nothing left to run.
    const again = new PublishQueue({
      run: () => Promise.reject(new Error('nothing should run')),
      newBuildId: () => 'again',
      queueFile: join(buildsDir, 'publish-queue.json'),
    });
    await again.idle();
    expect((await again.status()).pending).toBe(false);
  }, 20_000);
});
