import type { FormsDatabase } from '../../config/env.js';
import type { FormsStore } from './forms-store.js';
import { openPostgresStore } from './postgres-store.js';
import { openSqliteStore } from './sqlite-store.js';

/** The store DATABASE_URL names; `owner`: this process is the SQLite file's one writer (the service, not an export). */
export function openFormsStore(
  database: FormsDatabase,
  { owner = false }: { owner?: boolean } = {},
): Promise<FormsStore> {
  return database.kind === 'postgres' ? openPostgresStore(database.url) : openSqliteStore(database.file, { owner });
}
