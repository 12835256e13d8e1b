import type { SqlDatabase } from './sql-database.js';

/** The names of a table's columns (none when there is no such table). */
export async function tableColumns(db: SqlDatabase, table: string): Promise<Set<string>> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.all(`PRAGMA table_info(${table})`)
      : await db.all(
          'SELECT column_name AS name FROM information_schema.columns WHERE table_name = ? AND table_schema = current_schema()',
          [table],
        );
  return new Set(rows.map((row) => String(row.name)));
}

/** Adds a column unless the table has it already (a migration run twice, or by two instances at once, changes nothing). */
export async function addColumn(db: SqlDatabase, table: string, name: string, type: string): Promise<void> {
  if (db.dialect === 'postgres') await db.exec(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${name} ${type}`);
  else if (!(await tableColumns(db, table)).has(name)) await db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
}
