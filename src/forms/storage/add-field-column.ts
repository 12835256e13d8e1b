import { forms, type FormKind } from '../definitions/forms.js';
import { addColumn } from './table-columns.js';
import type { SqlDatabase } from './sql-database.js';

/**
 * A migration that gives a field added to a form's definition its column: TEXT, and NULL in the rows received before
 * it (so even a required field's column accepts NULL). Idempotent, like every migration.
 */
export function addFieldColumn<K extends FormKind>(
  kind: K,
  field: keyof (typeof forms)[K]['fields'] & string,
): (db: SqlDatabase) => Promise<void> {
  return (db) => addColumn(db, forms[kind].table, field, 'TEXT');
}
