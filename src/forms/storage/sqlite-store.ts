import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { Locale } from '../../config/locales.js';
import type { FormsStore, StoredContact, StoredSubscriber } from './forms-store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  locale TEXT NOT NULL,
  fname TEXT NOT NULL,
  lname TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  business TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  email_due_at INTEGER,
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_sent_at TEXT,
  email_error TEXT
);
CREATE TABLE IF NOT EXISTS subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT,
  language TEXT NOT NULL,
  received_at TEXT NOT NULL,
  consent_text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_received ON contact_messages (received_at);
CREATE INDEX IF NOT EXISTS subscribers_received ON subscribers (received_at);
`;

/** Columns added after the first version of the schema, for databases created before them. */
const ADDED_COLUMNS: Record<string, string> = {
  email_due_at: 'INTEGER',
  email_attempts: 'INTEGER NOT NULL DEFAULT 0',
  email_sent_at: 'TEXT',
  email_error: 'TEXT',
};

type Row = Record<string, string | number | null>;

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
    throw new Error(`The forms database ${file} is in use by process ${previous}; one service at a time may write to it`);
  }
  rmSync(`${file}.lock`, { recursive: true, force: true });
  writeFileSync(pidFile, String(process.pid));
}

const contactOf = (row: Row): StoredContact => ({
  id: Number(row.id),
  receivedAt: String(row.received_at),
  locale: row.locale as Locale,
  fname: String(row.fname),
  lname: String(row.lname),
  email: String(row.email),
  ...(row.phone ? { phone: String(row.phone) } : {}),
  ...(row.business ? { business: String(row.business) } : {}),
  subject: String(row.subject),
  message: String(row.message),
  consent: true,
});

/**
 * The embedded store: one SQLite file (node-sqlite3-wasm: SQLite compiled to WebAssembly over Node's file system,
 * installed from npm alone on Node 20; one process at a time), with a rollback journal and `synchronous=FULL`: the
 * file is synced at each commit, so a committed row survives a crash of the process or of the machine.
 */
export function openSqliteStore(file: string, { owner = false }: { owner?: boolean } = {}): FormsStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (owner) takeOwnership(file);
  const db = new sqlite.Database(file);
  db.exec('PRAGMA journal_mode=DELETE; PRAGMA synchronous=FULL;');
  db.exec(SCHEMA);
  const columns = new Set((db.all('PRAGMA table_info(contact_messages)') as Row[]).map((row) => String(row.name)));
  for (const [name, type] of Object.entries(ADDED_COLUMNS)) if (!columns.has(name)) db.exec(`ALTER TABLE contact_messages ADD COLUMN ${name} ${type}`);
  db.exec('CREATE INDEX IF NOT EXISTS contact_email_due ON contact_messages (email_due_at)');
  return {
    async saveContact(message, { receivedAt, locale, consentText }) {
      const { lastInsertRowid } = db.run(
        `INSERT INTO contact_messages (received_at, locale, fname, lname, email, phone, business, subject, message, consent_text, email_due_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [receivedAt, locale, message.fname, message.lname, message.email, message.phone ?? null, message.business ?? null, message.subject, message.message, consentText, Date.parse(receivedAt)],
      );
      return Number(lastInsertRowid);
    },
    async saveSubscriber(subscription, { receivedAt, consentText }) {
      const known = db.get('SELECT id FROM subscribers WHERE email = ?', subscription.email) as Row | null;
      db.run(
        `INSERT INTO subscribers (email, name, language, received_at, consent_text) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET name = COALESCE(excluded.name, name), language = excluded.language,
           received_at = excluded.received_at, consent_text = excluded.consent_text`,
        [subscription.email, subscription.name ?? null, subscription.language, receivedAt, consentText],
      );
      return known === null;
    },
    async contacts() {
      return (db.all('SELECT * FROM contact_messages ORDER BY id') as Row[]).map(contactOf);
    },
    async dueEmails(now, limit) {
      const rows = db.all('SELECT * FROM contact_messages WHERE email_due_at IS NOT NULL AND email_due_at <= ? ORDER BY email_due_at, id LIMIT ?', [now, limit]) as Row[];
      return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.email_attempts), message: contactOf(row) }));
    },
    async emailSent(id, at) {
      db.run('UPDATE contact_messages SET email_due_at = NULL, email_sent_at = ?, email_error = NULL WHERE id = ?', [at, id]);
    },
    async emailDeferred(id, retry) {
      if ('failed' in retry) db.run('UPDATE contact_messages SET email_due_at = NULL, email_error = ? WHERE id = ?', [retry.failed, id]);
      else db.run('UPDATE contact_messages SET email_due_at = ?, email_attempts = ?, email_error = ? WHERE id = ?', [retry.dueAt, retry.attempts, retry.reason, id]);
    },
    async subscribers() {
      return (db.all('SELECT * FROM subscribers ORDER BY id') as Row[]).map(
        (row): StoredSubscriber => ({
          email: String(row.email),
          name: row.name === null ? null : String(row.name),
          language: row.language as Locale,
          receivedAt: String(row.received_at),
          consentText: String(row.consent_text),
        }),
      );
    },
    async purge(before) {
      return db.run('DELETE FROM contact_messages WHERE received_at < ?', before).changes;
    },
    async close() {
      db.close();
    },
  };
}
