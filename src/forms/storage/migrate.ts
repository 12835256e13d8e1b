import { forms, formKinds } from '../definitions/forms.js';
import { valueFields } from '../definitions/value-fields.js';
import { migrations } from './migrations.js';
import type { SqlDatabase } from './sql-database.js';
import { tableColumns } from './table-columns.js';

/**
 * Brings a database up to date at start: applies, in order, the migrations not yet recorded in `schema_migrations`, and
 * records each. A database from before the numbered migrations runs them all (the first one only adds what it lacks).
 * Then every field of every form must have its column: a field added to a definition without its migration stops the
 * store here, not at the first submission.
 */
export async function migrate(db: SqlDatabase): Promise<void> {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`Forms migration "${migration.name}" should be version ${index + 1}`);
  });
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set((await db.all('SELECT version FROM schema_migrations')).map((row) => Number(row.version)));
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await migration.up(db);
    await db.run(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING',
      [migration.version, migration.name, new Date().toISOString()],
    );
  }
  for (const kind of formKinds) {
    const { table } = forms[kind];
    const columns = await tableColumns(db, table);
    for (const [name] of valueFields(forms[kind])) {
      if (!columns.has(name))
        throw new Error(
          `The ${kind} form's field "${name}" has no column in ${table}: add its migration to src/forms/storage/migrations.ts`,
        );
    }
  }
}
