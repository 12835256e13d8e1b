/** A value a statement takes or a row holds. */
export type SqlValue = string | number | null;

export type SqlRow = Record<string, SqlValue>;

/**
 * What the forms store needs of a SQL database: statements with `?` placeholders, rows back. The SQLite and
 * PostgreSQL adapters implement it; each commits every statement on its own (autocommit), durably, before resolving.
 */
export interface SqlDatabase {
  readonly dialect: 'sqlite' | 'postgres';
  all(sql: string, params?: readonly SqlValue[]): Promise<SqlRow[]>;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /** Runs several statements separated by `;` (schema changes). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
