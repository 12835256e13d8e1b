import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { rawRequest, type RawResponse } from './http.js';

/**
 * The answers a build's content service keeps, as DatoCMS's CDN keeps them (answer-cache.ts): the next service over
 * the same content answers a query it answered before without executing it, with its own asset URL; a change to the
 * content is answered anew, and drafts are answered apart from published content.
 */
const source = resolve(import.meta.dirname, '../../fixtures/content-small');
const token = 'answers-token';
const NEWS = JSON.stringify({
  query:
    '{ allSingleNews(orderBy: date_DESC) { title heroImage { url responsiveImage(imgixParams: { w: 480 }) { src } } } }',
});

let work: string;
let dir: string;
let answers: string;
const running: ContentServer[] = [];

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'answer-cache-'));
  dir = join(work, 'content');
  answers = join(work, 'answers');
  await cp(source, dir, { recursive: true });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await rm(work, { recursive: true, force: true });
});

async function start(): Promise<ContentServer> {
  const server = await startContentServer({ dir, token, answerCache: answers });
  running.push(server);
  return server;
}

function post(server: ContentServer, body = NEWS, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(server.url, {
    headers: { Authorization: `Bearer ${token}`, 'X-Cache-Tags': 'true', ...headers },
    body,
  });
}

/** How many answers each version's folder holds (a service writes an answer once it has sent it). */
async function keptByVersion(): Promise<number[]> {
  const listed = (folder: string) => readdir(folder).catch(() => [] as string[]);
  const counts: number[] = [];
  for (const content of await listed(answers)) {
    for (const version of await listed(join(answers, content))) {
      counts.push((await listed(join(answers, content, version))).filter((name) => !name.endsWith('.tmp')).length);
    }
  }
  return counts;
}

async function stop(server: ContentServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.close();
}

describe('content service: answers kept across services', () => {
  it('answers again from what an earlier service kept, upload URLs on the new service’s origin', async () => {
    const first = await start();
    const executed = await post(first);
    expect(executed.status).toBe(200);
    expect(executed.headers['x-cache']).toBe('MISS');
    expect(executed.text).toContain(first.assetUrl);
    await expect.poll(keptByVersion).toEqual([1]);
    await stop(first);

    const second = await start();
    expect(second.assetUrl).not.toBe(first.assetUrl);
    const kept = await post(second);
    expect(kept.status).toBe(200);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.text).toBe(executed.text.replaceAll(first.assetUrl, second.assetUrl));
    expect(kept.text).not.toContain(first.assetUrl);
    expect(kept.headers['x-cache-tags']).toBe(executed.headers['x-cache-tags']);
    expect(kept.headers['x-complexity']).toBe(executed.headers['x-complexity']);
    expect(second.stats()).toMatchObject({ requests: 1, cached: 1 });
  });

  it('answers anew once the content changed, and keeps only the new content’s answers', async () => {
    const first = await start();
    await post(first);
    await expect.poll(keptByVersion).toEqual([1]);
    await stop(first);
    const file = join(dir, 'records', 'single_news', 'news-fiscal-2025.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { title: Record<string, string> };
    record.title['fr-CA'] = 'Budget fédéral 2025\u00a0: ce qui change vraiment';
    await writeFile(file, JSON.stringify(record));

    const second = await start();
    const answer = await post(second);
    expect(answer.headers['x-cache']).toBe('MISS');
    expect(answer.text).toContain('ce qui change vraiment');
    await expect.poll(keptByVersion).toEqual([1]);
    await stop(second);
    const third = await start();
    const kept = await post(third);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.text).toContain('ce qui change vraiment');
  });

  it('answers drafts apart from published content, and a reload that changed the content by executing', async () => {
    const server = await start();
    const published = await post(server);
    const drafts = await post(server, NEWS, { 'X-Include-Drafts': 'true' });
    expect(drafts.headers['x-cache']).toBe('MISS');
    expect(drafts.text).not.toBe(published.text);
    await expect.poll(keptByVersion).toEqual([2]);
    expect((await post(server)).headers['x-cache']).toBe('HIT');

    const file = join(dir, 'records', 'single_news', 'news-fiscal-2025.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { title: Record<string, string> };
    record.title['fr-CA'] = 'Budget fédéral 2025\u00a0: la suite';
    await writeFile(file, JSON.stringify(record));
    await server.reload();
    const reloaded = await post(server);
    expect(reloaded.headers['x-cache']).toBeUndefined();
    expect(reloaded.text).toContain('la suite');
  });

  it('keeps answers, drafts among them, readable by their owner alone', async () => {
    const server = await start();
    await post(server, NEWS, { 'X-Include-Drafts': 'true' });
    await expect.poll(keptByVersion).toEqual([1]);
    const [content] = await readdir(answers);
    const contentFolder = join(answers, content as string);
    const [version] = await readdir(contentFolder);
    const versionFolder = join(contentFolder, version as string);
    const [answer] = await readdir(versionFolder);
    const modeOf = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);
    expect(await modeOf(join(versionFolder, answer as string))).toBe('600');
    expect(await Promise.all([answers, contentFolder, versionFolder].map(modeOf))).toEqual(['700', '700', '700']);
  });

  it('keeps the answer to a request made twice at once', async () => {
    const warn = vi.spyOn(console, 'warn');
    const server = await start();
    const both = await Promise.all([post(server), post(server), post(server)]);
    expect(both.map((response) => response.headers['x-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
    await expect.poll(keptByVersion).toEqual([1]);
    expect((await post(server)).headers['x-cache']).toBe('HIT');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('answers are not kept'))).toEqual([]);
    warn.mockRestore();
  });

  it('answers by executing, with a warning, when its folder cannot be made', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeFile(answers, 'a file where the folder would be');
    const server = await start();
    const answer = await post(server);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Budget fédéral 2025');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`answers are not kept in ${answers}`));
    warn.mockRestore();
  });

  it('does not keep an answer with errors', async () => {
    const server = await start();
    const invalid = JSON.stringify({ query: '{ allSingleNews { noSuchField } }' });
    expect(JSON.parse((await post(server, invalid)).text)).toHaveProperty('errors');
    await post(server);
    await expect.poll(keptByVersion).toEqual([1]);
    expect((await post(server, invalid)).headers['x-cache']).toBe('MISS');
  });
});
