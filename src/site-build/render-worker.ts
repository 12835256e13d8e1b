import { parentPort, workerData } from 'node:worker_threads';
import * as server from '../../renderer/server/server-entry.js';
import { createPageWriter, type PageWriterSetup } from './page-writer.js';
import type { RenderThreadAnswer, RenderThreadJob } from './render-pool.js';
import { languageIndex } from './stages/search-stage.js';

/**
 * A render worker: bundled with the server side (see vite-bundles.ts and bundles.ts), it renders and writes the batches of pages
 * the build sends it, and answers with what it wrote; once the pages are done, it makes a language's browser index.
 */
const writeBatch = createPageWriter(server, workerData as PageWriterSetup);

const answered = (job: RenderThreadJob): Promise<RenderThreadAnswer> =>
  'batch' in job
    ? writeBatch(job.batch).then((result) => ({ ok: true, result }))
    : languageIndex(job.index).then((index) => ({ ok: true, index }));

parentPort?.on('message', (job: RenderThreadJob) => {
  answered(job).then(
    (answer) => parentPort?.postMessage(answer),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies RenderThreadAnswer),
  );
});
