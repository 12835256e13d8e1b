import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { PAYLOAD_FILE } from '../../src/page-contract/payload.js';
import { createPageWriter } from '../../src/site-build/page-writer.js';
import { pageWriterSetup } from '../support/page-writer-setup.js';

/** The page component of the stand-in server bundle: the test's renderDocument writes the page. */
const NoPage = () => null;

/**
 * A render thread writes each page's HTML and payload through one buffer it keeps (page-writer.ts): every file must
 * hold its own page's text as UTF-8, whatever the page before it held, and the bytes the build reports are the bytes
 * on disk.
 */
describe("a render thread's page files", () => {
  let staging = '';
  afterEach(async () => {
    await rm(staging, { recursive: true, force: true });
  });

  it('hold their own text as UTF-8, a short page after a long one included, and the build counts their bytes', async () => {
    staging = await mkdtemp(join(tmpdir(), 'page-text-'));
    const setup = pageWriterSetup(staging);
    // French, typographic and astral text; the first page is too long for the buffer a thread keeps (1 MB), the last
    // is shorter than the one before it in that buffer.
    const texts = [
      `Aujourd’hui — « l’équipe »\u202f! ${'Œuvre à l’été… 🏛️ '.repeat(60_000)}`,
      `${'x'.repeat(5_000)} 🎉`,
      'Droit',
    ];
    const server: Pick<ServerBundle, 'pages' | 'renderDocument'> = {
      pages: { 'business-intelligence-news-slug': { Page: NoPage } } as unknown as ServerBundle['pages'],
      renderDocument: ({ payload }) => `<html><body><p>${texts[(payload.data as { n: number }).n]}</p></body></html>`,
    };
    const entries = texts.map((_, n) => ({
      route: 'business-intelligence-news-slug' as const,
      params: { slug: `article-${n}` },
      title: `Article ${n} — l’été`,
      data: { n },
    }));
    const result = await createPageWriter(
      server,
      setup,
    )({ id: 1, pageName: 'business-intelligence-news-slug', locale: 'fr', entries });

    expect(result.pages).toHaveLength(texts.length);
    for (const [n, page] of result.pages.entries()) {
      const html = await readFile(join(staging, page.path, 'index.html'));
      const payload = await readFile(join(staging, page.path, PAYLOAD_FILE));
      expect(html.toString('utf8')).toBe(`<html><body><p>${texts[n]}</p></body></html>`);
      expect(JSON.parse(payload.toString('utf8')).head.title).toContain(`Article ${n} — l’été`);
      expect(page.bytes).toBe(html.length + payload.length);
    }
  });
});
