import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/forms/storage/migrations.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';

const work = await mkdtemp(join(tmpdir(), 'forms-migrations-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** A database file prepared by hand with `sql`, as an older service left it. */
function database(sql: string): string {
  const file = join(work, `${Math.random().toString(36).slice(2)}.sqlite`);
  const db = new sqlite.Database(file);
  db.exec(sql);
  db.close();
  return file;
}

const query = (file: string, sql: string) => {
  const db = new sqlite.Database(file);
  try {
    return db.all(sql);
  } finally {
    db.close();
  }
};

describe('the forms database’s migrations', () => {
  it('are numbered 1, 2, 3… in the order they apply', () => {
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('bring a database from before numbered migrations up to date, its rows kept, and record each once', async () => {
    const file = database(`
      CREATE TABLE contact_messages (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, locale TEXT NOT NULL, fname TEXT NOT NULL,
        lname TEXT NOT NULL, email TEXT NOT NULL, phone TEXT, business TEXT, subject TEXT NOT NULL, message TEXT NOT NULL,
        consent_text TEXT NOT NULL);
      CREATE TABLE subscribers (id INTEGER PRIMARY KEY, email TEXT NOT NULL, name TEXT, language TEXT NOT NULL, received_at TEXT NOT NULL,
        consent_text TEXT NOT NULL);
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO contact_messages VALUES (1, '2026-01-01T00:00:00.000Z', 'fr', 'Marie', 'Tremblay', 'marie@example.ca', NULL, NULL, 'Litige', 'Bonjour', 'oui');
      INSERT INTO subscribers VALUES (1, 'Luc@Example.ca', NULL, 'fr', '2026-01-01T00:00:00.000Z', 'oui');
    `);
    for (let start = 0; start < 2; start += 1) await (await openSqliteStore(file)).close();
    const store = await openSqliteStore(file);
    expect(await store.contacts()).toMatchObject([{ id: 1, fname: 'Marie', subject: 'Litige' }]);
    expect(await store.subscriber(1)).toMatchObject({ email: 'Luc@Example.ca', status: 'pending' });
    expect(
      (
        await store.saveSubscriber(
          { email: 'luc@example.ca', language: 'en', consent: true },
          { receivedAt: '2026-02-01T00:00:00.000Z', locale: 'en', consentText: 'yes' },
        )
      ).id,
    ).toBe(1);
    await store.close();
    expect(query(file, 'SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      migrations.map(({ version, name }) => ({ version, name })),
    );
  });

  it('stop the store at start when a field of a form has no column (a field added without its migration)', async () => {
    const file = database('');
    await (await openSqliteStore(file)).close();
    query(file, 'ALTER TABLE contact_messages DROP COLUMN business');
    await expect(openSqliteStore(file)).rejects.toThrow(
      'The contact form\'s field "business" has no column in contact_messages: add its migration',
    );
  });
});
