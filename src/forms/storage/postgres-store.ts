import pg from 'pg';
import { createSqlFormsStore } from './forms-sql.js';
import type { FormsStore } from './forms-store.js';
import type { SqlDatabase, SqlRow } from './sql-database.js';

/** `?` placeholders as PostgreSQL's `$1`, `$2`… (the store's statements have no `?` inside quoted text). */
const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/**
 * The store on PostgreSQL (DATABASE_URL=postgres://…), for hosts without a persistent disk and for more than one
 * service instance: the pg driver's pool, each statement committed on its own (PostgreSQL's default
 * `synchronous_commit=on` makes a commit durable before it returns). Tables are created or updated at start.
 */
export async function openPostgresStore(url: string): Promise<FormsStore> {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // An idle connection the server dropped: the next query opens a new one; say so without the URL (it holds a password).
  pool.on('error', (error) => console.error('[forms] PostgreSQL connection lost:', error.message));
  const database: SqlDatabase = {
    dialect: 'postgres',
    all: async (sql, params = []) => (await pool.query<SqlRow>(numbered(sql), [...params])).rows,
    run: async (sql, params = []) => ({ changes: (await pool.query(numbered(sql), [...params])).rowCount ?? 0 }),
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
  try {
    return await createSqlFormsStore(database);
  } catch (error) {
    await pool.end();
    throw error;
  }
}
