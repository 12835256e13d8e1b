import { cp, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localeCodes } from '../../../src/config/locales.js';
import { routableModels } from '../../../src/content-model/model/record-types.js';
import type { RecordJson } from '../lib/record-json.js';
import { ContentWriter, prepareOutDir } from '../lib/writer.js';
import { familySize, recordModels } from './families.js';
import { replicateRecord } from './replicate-record.js';

/** The real content, the only source the scaled sets are made from. */
export const REAL_CONTENT_DIR = join(import.meta.dirname, '../../../content');

async function readRecords(dir: string): Promise<RecordJson[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as RecordJson));
}

/**
 * The smallest scale whose set has about `pages` pages: every record of a routable model is a page in each locale
 * (the few pages that are not records, such as the 404s and the team filters, are left out of the estimate).
 */
export async function scaleForPages(pages: number, source = REAL_CONTENT_DIR): Promise<number> {
  const counts = await Promise.all(
    recordModels
      .filter((model) => (routableModels as readonly string[]).includes(model.apiKey))
      .map(async (model) => ({ model, real: (await readRecords(join(source, 'records', model.apiKey))).length })),
  );
  const pagesAt = (n: number): number =>
    counts.reduce((sum, { model, real }) => sum + familySize(model, real, n), 0) * localeCodes.length;
  let n = 1;
  while (pagesAt(n) < pages && pagesAt(n + 1) > pagesAt(n)) n++;
  return n;
}

/**
 * Writes a scaled content set to `outDir`: the real content of `source` (site.json, every upload, every record), and
 * `n - 1` replicas of each record of the collections a larger firm has more of (`families.ts`). Records are read
 * one model at a time and written as they are made; the output depends only on `source` and `n`.
 */
export async function writeScaledContent(
  outDir: string,
  n: number,
  source = REAL_CONTENT_DIR,
): Promise<Map<string, number>> {
  prepareOutDir(outDir);
  const writer = new ContentWriter(outDir);
  await cp(join(source, 'site.json'), join(outDir, 'site.json'));
  await cp(join(source, 'uploads'), join(outDir, 'uploads'), { recursive: true });
  writer.counts.set(
    'uploads',
    (await readdir(join(source, 'uploads'))).filter((name) => !name.endsWith('.json')).length,
  );
  for (const model of recordModels) {
    const records = await readRecords(join(source, 'records', model.apiKey));
    const size = familySize(model, records.length, n);
    for (let i = 0; i < size; i++) {
      const real = records[i % records.length] as RecordJson;
      const cycle = Math.floor(i / records.length);
      await writer.record(model.apiKey, cycle === 0 ? real : replicateRecord(real, model, cycle, records.length));
    }
  }
  await writer.close();
  return writer.counts;
}
