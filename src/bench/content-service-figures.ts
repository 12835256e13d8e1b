import { readFile } from 'node:fs/promises';
import { models } from '../content/model/models.js';
import { collectionMetaQueryName, collectionQueryName } from '../content/schema/naming.js';
import { MAX_PAGE_SIZE } from '../content/schema/collection-queries.js';
import { startContentServiceChild } from '../content/server/content-service-child.js';
import { generateServiceToken } from '../content/server/service-token.js';

export interface ContentServiceFigures {
  /** From starting the service's process until its first answer (loading and checking the content folder). */
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
}

/** A process's peak resident memory (KB) and CPU seconds, from /proc (Linux). */
async function processFigures(pid: number): Promise<{ peakKb: number; cpuSeconds: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { peakKb: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0), cpuSeconds: ticks / 100 };
}

/**
 * Starts the embedded content service on `contentDir` in its own process, as a build does, times it until it
 * answers, then reads every record of every collection a page at a time, and reports the process's peak memory.
 */
export async function contentServiceFigures(contentDir: string): Promise<ContentServiceFigures> {
  const token = generateServiceToken();
  const started = performance.now();
  const service = await startContentServiceChild({ dir: contentDir, token });
  try {
    const query = async <T>(document: string): Promise<T> => {
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
    const startupSeconds = (performance.now() - started) / 1000;
    const startup = await processFigures(service.pid);

    const readStarted = performance.now();
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
    const readSeconds = (performance.now() - readStarted) / 1000;
    const { peakKb, cpuSeconds } = await processFigures(service.pid);
    return {
      startupSeconds: Number(startupSeconds.toFixed(2)),
      records,
      readSeconds: Number(readSeconds.toFixed(2)),
      recordsPerSecond: Math.round(records / readSeconds),
      peakRssMB: Math.round(peakKb / 1024),
      startupCpuSeconds: Number(startup.cpuSeconds.toFixed(2)),
      readCpuSeconds: Number((cpuSeconds - startup.cpuSeconds).toFixed(2)),
    };
  } finally {
    await service.close();
  }
}
