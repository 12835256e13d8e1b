import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/config/locales.js';
import { loadServerBundle, prepareBundles } from '../../src/site-build/bundles.js';
import type { PageWriterSetup } from '../../src/site-build/page-writer.js';
import { createRenderPool, type RenderPool } from '../../src/site-build/render-pool.js';
import { openSearchRecordsSpool, type SearchRecordsSpoolFile } from '../../src/site-build/search-records-spool.js';
import { searchStage } from '../../src/site-build/stages/search-stage.js';
import { generatedRecords } from '../search/generated-records.js';
import { TEST_SITE_URL } from '../support/test-site.js';

let dir: string;
let pool: RenderPool;
let spool: SearchRecordsSpoolFile;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-thread-indexes-'));
  const bundles = await prepareBundles();
  // Index jobs read no site data and render no page: the threads are set up as a build sets them, sites aside.
  const setup: PageWriterSetup = {
    manifest: bundles.manifest,
    staging: join(dir, 'pages'),
    siteUrl: TEST_SITE_URL,
    sites: {} as PageWriterSetup['sites'],
  };
  pool = createRenderPool({
    workers: 2,
    serverDir: bundles.serverDir,
    server: await loadServerBundle(bundles.serverDir),
    setup,
  });
  spool = await openSearchRecordsSpool(join(dir, 'spool'));
  for (const locale of localeCodes) spool.add(locale, generatedRecords(locale, 3000, locale));
});

afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a build's render threads, once its pages are written", () => {
  it('make every language’s browser index at once, the same files, byte for byte, as the build’s own thread', async () => {
    const onThreads = await searchStage({ staging: join(dir, 'threads'), records: spool, indexer: pool.index });
    const here = await searchStage({ staging: join(dir, 'here'), records: spool });
    expect(onThreads).toEqual(here);
    for (const locale of localeCodes) {
      const [made, expected] = await Promise.all([
        readFile(join(dir, 'threads', onThreads[locale])),
        readFile(join(dir, 'here', here[locale])),
      ]);
      expect(made.equals(expected)).toBe(true);
      expect(JSON.parse(made.toString('utf8'))).toMatchObject({ locale });
    }
  });

  it('fail with the language whose records cannot be read, and go on answering', async () => {
    await expect(
      pool.index({ staging: join(dir, 'broken'), locale: 'en', file: join(dir, 'no-such-spool.ndjson') }),
    ).rejects.toThrow(/Search index \(en\): .*no-such-spool/);
    const path = await pool.index({ staging: join(dir, 'after'), locale: 'fr', file: spool.fileOf('fr') });
    expect(path).toMatch(/^\/assets\/search-fr-[\w-]{10}\.json$/);
  });
});
