import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_CONTENT_DIR } from '../../scripts/content-generate/scale/scaled-content.js';
import { readConfig } from '../../src/config/env.js';
import { startContentServer, type ContentServer } from '../../src/content-service/server/content-server.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { buildMetaPath, type BuildMeta } from '../../src/page-contract/build-manifest.js';
import type { BrowserIndex } from '../../src/search/browser-index.js';
import { DEV_HOSTILE_REQUESTS } from '../security/dev-hostile.js';
import { expectAnswer } from '../security/raw-http.js';
import { countHostile, reportHostileCounts } from '../security/hostile-count.js';

reportHostileCounts();

const TOKEN = 'dev-search';
/** A published news article of content/, in both languages. */
const NEWS = {
  fr: {
    title: 'Notre bureau de Sherbrooke emménage rue King Ouest',
    url: '/intelligence-affaire/actualites/bureau-de-sherbrooke-rue-king-ouest/',
  },
  en: { url: '/en/thought-leadership/news/sherbrooke-office-king-street-west/' },
};

let content: ContentServer;
let dev: Awaited<ReturnType<typeof startDevServer>>;
let origin = '';

beforeAll(async () => {
  content = await startContentServer({ dir: REAL_CONTENT_DIR, token: TOKEN });
  const config = readConfig({
    ...process.env,
    CONTENT_API_URL: content.url,
    CONTENT_API_TOKEN: TOKEN,
    CONTENT_DIR: REAL_CONTENT_DIR,
    // A content:serve started elsewhere over the same folder: its upload URLs are the site's /uploads/ files.
    CONTENT_ASSET_URL: content.assetUrl,
  });
  dev = await startDevServer(config, 0);
  origin = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await content?.close();
});

describe('search on the dev server', () => {
  it('names each language’s index in its build manifest and makes it from the content, as the build would', async () => {
    const meta = (await (await fetch(`${origin}${buildMetaPath('dev')}`)).json()) as BuildMeta;
    const paths = meta.searchIndexes ?? {};
    expect(Object.keys(paths).sort()).toEqual(['en', 'fr']);
    const fr = (await (await fetch(`${origin}${paths.fr}`)).json()) as BrowserIndex;
    const en = (await (await fetch(`${origin}${paths.en}`)).json()) as BrowserIndex;
    expect(fr.locale).toBe('fr');
    expect(fr.records.length).toBeGreaterThan(100);
    expect(fr.records.find((record) => record.url === NEWS.fr.url)?.title).toBe(NEWS.fr.title);
    expect(en.records.map((record) => record.url)).toContain(NEWS.en.url);
    expect(en.records.every((record) => record.url.startsWith('/en/'))).toBe(true);
  }, 120_000);
});

describe('uploads on the dev server', () => {
  it('serves the content’s upload files at /uploads/, and its pages name them there, never on the content service', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/uploads\/hero-page-home\.jpg"/);
    expect(html).toMatch(/ src="\/_img\/[^"]+\.webp"/);
    expect(html).not.toContain(content.assetUrl);
    const file = await fetch(`${origin}/uploads/hero-page-home.jpg`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await file.arrayBuffer()).equals(
        await readFile(join(REAL_CONTENT_DIR, 'uploads/hero-page-home.jpg')),
      ),
    ).toBe(true);
  }, 120_000);
});

describe('the dev server under hostile requests', () => {
  it.each(DEV_HOSTILE_REQUESTS)('$name: $status', async (request) => {
    countHostile('dev server');
    const answer = await expectAnswer(Number(new URL(origin).port), request);
    expect(answer.body).not.toMatch(/root:.*:0:0:/);
    const location = /\r\nlocation: ([^\r]*)/i.exec(answer.head)?.[1];
    if (location !== undefined) expect(new URL(location, origin).origin).toBe(origin);
  });
});
