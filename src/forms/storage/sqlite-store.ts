import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { createSqlFormsStore } from './forms-sql.js';
import type { FormsStore } from './forms-store.js';
import type { SqlDatabase, SqlRow } from './sql-database.js';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Makes this process the database's one writer. The driver locks the file with a `{file}.lock` directory for the
 * length of a transaction; a process killed inside one leaves it behind, and every later write would be refused as
 * busy. The owner's pid is kept in `{file}.pid`: a lock left by a dead owner is removed, a living owner is an error.
 */
function takeOwnership(file: string): void {
  const pidFile = `${file}.pid`;
  let previous = Number.NaN;
  try {
    previous = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    // No owner yet.
  }
  if (Number.isInteger(previous) && previous !== process.pid && isAlive(previous)) {
    throw new Error(
      `The forms database ${file} is in use by process ${previous}; one service at a time may write to it`,
    );
  }
  rmSync(`${file}.lock`, { recursive: true, force: true });
  writeFileSync(pidFile, String(process.pid));
}

/**
 * The embedded store: one SQLite file (node-sqlite3-wasm: SQLite compiled to WebAssembly over Node's file system,
 * installed from npm alone on Node 20; one process at a time), with a rollback journal and `synchronous=FULL`: the
 * file is synced at each commit, so a committed row survives a crash of the process or of the machine.
 */
export async function openSqliteStore(file: string, { owner = false }: { owner?: boolean } = {}): Promise<FormsStore> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (owner) takeOwnership(file);
  const db = new sqlite.Database(file);
  db.exec('PRAGMA journal_mode=DELETE; PRAGMA synchronous=FULL;');
  const database: SqlDatabase = {
    dialect: 'sqlite',
    all: async (sql, params = []) => db.all(sql, [...params]) as SqlRow[],
    run: async (sql, params = []) => ({ changes: db.run(sql, [...params]).changes }),
    exec: async (sql) => db.exec(sql),
    close: async () => db.close(),
  };
  return createSqlFormsStore(database);
}
