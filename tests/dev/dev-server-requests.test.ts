import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_CONTENT_DIR, writeScaledContent } from '../../scripts/content-generate/scale/scaled-content.js';
import { readConfig } from '../../src/config/env.js';
import { startContentServer, type ContentServer } from '../../src/content-service/server/content-server.js';
import { startDevServer } from '../../src/dev/dev-server.js';

const TOKEN = 'dev-requests';
/**
 * Content API requests the dev server makes to render one news article: the site's settings and layout (2), the
 * article by its slug (1), the two hubs above it for the breadcrumbs (2) and the firm for structured data (1).
 */
const ARTICLE_REQUESTS = 6;
const ARTICLE = '/intelligence-affaire/actualites/bureau-de-sherbrooke-rue-king-ouest/';

/** Renders `path` through a dev server on `contentDir` and counts the content API requests that one render made. */
async function requestsToRender(contentDir: string, path: string): Promise<{ status: number; requests: number }> {
  const content: ContentServer = await startContentServer({ dir: contentDir, token: TOKEN });
  const config = readConfig({
    ...process.env,
    CONTENT_API_URL: content.url,
    CONTENT_API_TOKEN: TOKEN,
    CONTENT_DIR: contentDir,
  });
  const dev = await startDevServer(config, 0);
  try {
    const origin = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
    await fetch(`${origin}${path}`).then((response) => response.text());
    content.resetStats();
    const response = await fetch(`${origin}${path}`);
    await response.text();
    return { status: response.status, requests: content.stats().requests };
  } finally {
    await dev.close();
    await content.close();
  }
}

describe('the dev server renders one page from one page data() call', () => {
  let scaled: string;

  beforeAll(async () => {
    scaled = await mkdtemp(join(tmpdir(), 'dev-requests-'));
    await writeScaledContent(scaled, 4);
  });

  afterAll(async () => {
    await rm(scaled, { recursive: true, force: true });
  });

  it(`asks the content API ${ARTICLE_REQUESTS} times for a news article, however large the collection`, async () => {
    const real = await requestsToRender(REAL_CONTENT_DIR, ARTICLE);
    const fourTimes = await requestsToRender(scaled, ARTICLE);
    expect(real).toEqual({ status: 200, requests: ARTICLE_REQUESTS });
    expect(fourTimes).toEqual({ status: 200, requests: ARTICLE_REQUESTS });
  }, 120_000);

  it('answers 404 for a slug no record has, after one lookup', async () => {
    const missing = await requestsToRender(
      REAL_CONTENT_DIR,
      '/intelligence-affaire/actualites/aucun-article-de-ce-nom/',
    );
    expect(missing.status).toBe(404);
    expect(missing.requests).toBeLessThanOrEqual(ARTICLE_REQUESTS);
  }, 120_000);
});
