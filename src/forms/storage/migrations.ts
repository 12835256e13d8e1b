import { initialTables } from './initial-tables.js';
import { subscriberChanges } from './subscriber-changes.js';
import type { SqlDatabase } from './sql-database.js';

/** One change of the forms database, applied once, in version order, at the store's start. */
export interface Migration {
  version: number;
  name: string;
  /** Safe to run again on a database that has the change (a crash between it and its record). */
  up(db: SqlDatabase): Promise<void>;
}

/**
 * The forms database's history, oldest first; append, never edit. A field added to a form's definition gets its
 * column here: `{ version: N, name: 'contact: <field>', up: addFieldColumn('contact', '<field>') }` (see
 * docs/guides/add-a-form-field.md).
 */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'contact messages, subscribers and meta', up: initialTables },
  { version: 2, name: 'subscribers: changes waiting for confirmation', up: subscriberChanges },
];
