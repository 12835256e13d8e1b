import { addColumn } from './table-columns.js';
import type { SqlDatabase } from './sql-database.js';

/**
 * Migration 2: a sign-up for a confirmed address waits for that inbox's confirmation before it changes anything, so
 * that no one can rewrite a confirmed subscriber's details by signing up again: the new details wait in `pending_change` (JSON), and `change_requested_at` says when they were asked
 * for (a confirmation link sent before then cannot apply them).
 */
export async function subscriberChanges(db: SqlDatabase): Promise<void> {
  await addColumn(db, 'subscribers', 'pending_change', 'TEXT');
  await addColumn(db, 'subscribers', 'change_requested_at', 'TEXT');
}
