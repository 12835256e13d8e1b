import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { models } from '../content-model/model/models.js';
import { collectionMetaQueryName, collectionQueryName } from '../content-model/api/naming.js';
import { MAX_PAGE_SIZE } from '../content-service/schema/collection-queries.js';
import { startContentServiceChild, type ContentServiceChild } from '../content-service/server/content-service-child.js';
import { generateServiceToken } from '../content-service/server/service-token.js';
import { recordFileCachePath } from '../content-service/store/record-file-cache.js';

export interface ContentServiceFigures {
  /**
   * From starting the service's process until its first answer (loading and checking the content folder), without
   * the cache of validated files (which this start writes).
   */
  startupSeconds: number;
  /** The records read by paging through every collection, 500 at a time, and how long it took. */
  records: number;
  readSeconds: number;
  recordsPerSecond: number;
  /** The service process's largest resident memory (start-up and reading together). */
  peakRssMB: number;
  /** The service process's CPU time (user + system) until its first answer, then for the reading: a busy machine stretches it less than wall time. */
  startupCpuSeconds: number;
  readCpuSeconds: number;
  /** The same start-up once the cache of validated files is there (the content unchanged): wall and CPU seconds. */
  warmStartupSeconds: number;
  warmStartupCpuSeconds: number;
  /** That start-up's largest resident memory (reading the cache rather than writing it). */
  warmPeakRssMB: number;
}

/** A process's peak resident memory (KB) and CPU seconds, from /proc (Linux). */
async function processFigures(pid: number): Promise<{ peakKb: number; cpuSeconds: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { peakKb: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0), cpuSeconds: ticks / 100 };
}

type Query = <T>(document: string) => Promise<T>;

/** Starts the service on `contentDir` and waits for its first answer: the service, how to query it, the seconds. */
async function startService(
  contentDir: string,
): Promise<{ service: ContentServiceChild; query: Query; startupSeconds: number }> {
  const token = generateServiceToken();
  const started = performance.now();
  const service = await startContentServiceChild({ dir: contentDir, token });
  const query: Query = async <T>(document: string): Promise<T> => {
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: document }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`The content service answered ${response.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  await query('{ _site { locales } }');
  return { service, query, startupSeconds: (performance.now() - started) / 1000 };
}

/**
 * Starts the embedded content service on `contentDir` in its own process, as a build does, without the cache of
 * validated files, times it until it answers, then reads every record of every collection a page at a time, and
 * reports the process's peak memory; then times a second start, which finds the cache the first one wrote.
 */
export async function contentServiceFigures(contentDir: string): Promise<ContentServiceFigures> {
  await rm(recordFileCachePath(resolve(contentDir)), { force: true });
  const cold = await startService(contentDir);
  let figures: Omit<ContentServiceFigures, 'warmStartupSeconds' | 'warmStartupCpuSeconds' | 'warmPeakRssMB'>;
  try {
    const startup = await processFigures(cold.service.pid);
    const readStarted = performance.now();
    const records = await readEveryCollection(cold.query);
    const readSeconds = (performance.now() - readStarted) / 1000;
    const { peakKb, cpuSeconds } = await processFigures(cold.service.pid);
    figures = {
      startupSeconds: Number(cold.startupSeconds.toFixed(2)),
      records,
      readSeconds: Number(readSeconds.toFixed(2)),
      recordsPerSecond: Math.round(records / readSeconds),
      peakRssMB: Math.round(peakKb / 1024),
      startupCpuSeconds: Number(startup.cpuSeconds.toFixed(2)),
      readCpuSeconds: Number((cpuSeconds - startup.cpuSeconds).toFixed(2)),
    };
  } finally {
    await cold.service.close();
  }
  const warm = await startService(contentDir);
  try {
    const { peakKb, cpuSeconds } = await processFigures(warm.service.pid);
    return {
      ...figures,
      warmStartupSeconds: Number(warm.startupSeconds.toFixed(2)),
      warmStartupCpuSeconds: Number(cpuSeconds.toFixed(2)),
      warmPeakRssMB: Math.round(peakKb / 1024),
    };
  } finally {
    await warm.service.close();
  }
}

/** Reads every record of every collection, a page at a time: how many. */
async function readEveryCollection(query: Query): Promise<number> {
  let records = 0;
  for (const model of models.filter((candidate) => !candidate.block && !candidate.singleton)) {
    const meta = collectionMetaQueryName(model.apiKey);
    const count = (await query<Record<string, { count: number }>>(`{ ${meta} { count } }`))[meta]?.count ?? 0;
    for (let skip = 0; skip < count; skip += MAX_PAGE_SIZE) {
      const page = await query<Record<string, unknown[]>>(
        `{ page: ${collectionQueryName(model.apiKey)}(first: ${MAX_PAGE_SIZE}, skip: ${skip}) { id _updatedAt } }`,
      );
      records += page.page?.length ?? 0;
    }
  }
  return records;
}
