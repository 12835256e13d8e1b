import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormKind } from '../../src/forms/definitions/forms.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import { formsServer } from '../../src/forms/forms-server.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';

/** The site the forms service accepts posts from in these tests. */
export const SITE = 'https://www.example.test';

export interface FormsOnLoopback {
  store: FormsStore;
  server: Server;
  /** `http://127.0.0.1:{port}` */
  base: string;
  close(): Promise<void>;
}

/**
 * The forms' routes over a fresh SQLite store, on a loopback port, behind one trusted proxy that names each request
 * a client of `clients` different addresses in `network` (`192.0.2.`), so that the rate limit sees many visitors.
 */
export async function formsOnLoopback(options: {
  network: string;
  clients: number;
  now: () => number;
  onStored?: (kind: FormKind) => void;
}): Promise<FormsOnLoopback> {
  const work = await mkdtemp(join(tmpdir(), 'forms-loopback-'));
  const store = await openSqliteStore(join(work, 'forms.sqlite'));
  const routes = formsRoutes({
    store,
    allowedOrigins: [SITE],
    trustProxy: 1,
    now: options.now,
    onStored: options.onStored,
  });
  const answer = formsServer(routes);
  let client = 0;
  const server = createServer((req, res) => {
    client += 1;
    req.headers['x-forwarded-for'] = `${options.network}${client % options.clients}`;
    answer(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    store,
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await store.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
