import { parentPort, workerData } from 'node:worker_threads';
import * as server from '../../renderer/server-entry.js';
import { createPageWriter, type PageBatch, type PageWriterSetup } from './page-writer.js';

/**
 * A render worker: bundled with the server side (see vite-bundles.ts and bundles.ts), it renders and writes the batches of pages
 * the build sends it, and answers with what it wrote.
 */
const writeBatch = createPageWriter(server, workerData as PageWriterSetup);

parentPort?.on('message', (batch: PageBatch) => {
  writeBatch(batch).then(
    (result) => parentPort?.postMessage({ ok: true, result }),
    (error: unknown) =>
      parentPort?.postMessage({ ok: false, id: batch.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
