import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The newest PostgreSQL server Debian's `postgresql` package installed (scripts/ensure-chromium.sh --with-postgres). */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'No PostgreSQL server under /usr/lib/postgresql: run bash scripts/ensure-chromium.sh --with-postgres',
    );
  return join(root, newest, 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** PostgreSQL refuses to run as root: as root, its processes run as Debian's `postgres` user. */
function serverUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface TestPostgres {
  /** A new empty database on the server, as a postgres:// URL. */
  database(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server for a test file: a fresh cluster in a temporary folder (initdb, trust auth on
 * loopback), started on a free port, stopped and deleted by `stop()`. Real PostgreSQL, as a host would run it.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = serverBin();
  const folder = await mkdtemp(join(tmpdir(), 'forms-pg-'));
  const data = join(folder, 'data');
  const user = serverUser();
  if ('uid' in user) chownSync(folder, user.uid, user.gid);
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'forms', '-E', 'UTF8', '--no-instructions'],
    {
      encoding: 'utf8',
      cwd: folder,
      ...user,
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd: folder,
      ...user,
    },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const admin = `postgres://forms@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: admin });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (server.exitCode !== null || attempt > 100) throw new Error(`PostgreSQL did not start: ${log}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  let count = 0;
  return {
    async database() {
      const name = `forms_${process.pid}_${++count}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://forms@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGINT');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
