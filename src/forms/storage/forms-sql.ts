import { randomBytes } from 'node:crypto';
import type { Locale } from '../../config/locales.js';
import { forms } from '../definitions/forms.js';
import { fieldText, valueFields } from '../definitions/value-fields.js';
import { migrate } from './migrate.js';
import type { EmailQueue, FormsStore, StoredContact, StoredSubscriber, SubscriberStatus } from './forms-store.js';
import type { SqlDatabase, SqlRow } from './sql-database.js';

const contactFields = valueFields(forms.contact).map(([name]) => name);
const subscriberFields = valueFields(forms.newsletter);
/** What a sign-up again from a known address (its key) may change: every field but the address, which keeps its first spelling. */
const changeableFields = subscriberFields.filter(([name]) => name !== 'email');
/** A sign-up again from a pending or unsubscribed address: each field takes the new value, an optional one left empty keeps the old. */
const subscriberUpdates = changeableFields
  .map(
    ([name, field]) =>
      `${name} = ${'optional' in field ? `COALESCE(excluded.${name}, subscribers.${name})` : `excluded.${name}`}`,
  )
  .join(', ');
/** The key that makes two spellings of an address one subscriber: the whole address in lower case (docs/reference/security.md). */
const emailKey = (email: string) => email.toLowerCase();

/** The details of a sign-up for a confirmed address, waiting in `pending_change` until that inbox confirms them. */
interface PendingChange {
  values: Record<string, string | null>;
  receivedAt: string;
  consentText: string;
  source: string | null;
}
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

const text = (value: SqlRow[string] | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** A stored contact message: its fields as the visitor sent them (an empty optional one absent), and when and in which language. */
const contactOf = (row: SqlRow): StoredContact => {
  const fields = contactFields.flatMap((name) => {
    const value = fieldText(row, name);
    return value === null ? [] : [[name, value]];
  });
  return {
    id: Number(row.id),
    receivedAt: String(row.received_at),
    locale: row.locale as Locale,
    ...Object.fromEntries(fields),
    consent: true,
  } as StoredContact;
};

const subscriberOf = (row: SqlRow): StoredSubscriber => ({
  id: Number(row.id),
  email: String(row.email),
  name: text(row.name),
  language: row.language as Locale,
  status: row.status as SubscriberStatus,
  receivedAt: String(row.received_at),
  consentText: String(row.consent_text),
  source: text(row.source),
  confirmedAt: text(row.confirmed_at),
  unsubscribedAt: text(row.unsubscribed_at),
  changeRequestedAt: text(row.change_requested_at),
});

/** An email queue kept in `prefix_due_at`, `prefix_attempts`, `prefix_sent_at`, `prefix_error` columns of a table. */
function emailQueue<T>(db: SqlDatabase, table: string, prefix: string, subjectOf: (row: SqlRow) => T): EmailQueue<T> {
  return {
    async due(now, limit) {
      const rows = await db.all(
        `SELECT * FROM ${table} WHERE ${prefix}_due_at IS NOT NULL AND ${prefix}_due_at <= ? ORDER BY ${prefix}_due_at, id LIMIT ?`,
        [now, limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        attempts: Number(row[`${prefix}_attempts`]),
        subject: subjectOf(row),
      }));
    },
    async sent(id, at) {
      await db.run(
        `UPDATE ${table} SET ${prefix}_due_at = NULL, ${prefix}_sent_at = ?, ${prefix}_error = NULL WHERE id = ?`,
        [at, id],
      );
    },
    async deferred(id, retry) {
      if ('failed' in retry)
        await db.run(`UPDATE ${table} SET ${prefix}_due_at = NULL, ${prefix}_error = ? WHERE id = ?`, [
          retry.failed,
          id,
        ]);
      else {
        await db.run(
          `UPDATE ${table} SET ${prefix}_due_at = ?, ${prefix}_attempts = ?, ${prefix}_error = ? WHERE id = ?`,
          [retry.dueAt, retry.attempts, retry.reason, id],
        );
      }
    },
  };
}

/**
 * The forms store over a SQL database, the same statements for SQLite and PostgreSQL: every change is one statement
 * (an upsert for sign-ups), so each is atomic without an explicit transaction, and durable once the adapter resolves.
 */
export async function createSqlFormsStore(db: SqlDatabase): Promise<FormsStore> {
  await migrate(db);
  const one = async (sql: string, params: readonly (string | number | null)[]) => (await db.all(sql, params))[0];
  return {
    async saveContact(message, { receivedAt, locale, consentText }) {
      const row = await one(
        `INSERT INTO contact_messages (received_at, locale, ${contactFields.join(', ')}, consent_text, email_due_at)
         VALUES (?, ?, ${placeholders(contactFields.length)}, ?, ?) RETURNING id`,
        [
          receivedAt,
          locale,
          ...contactFields.map((name) => fieldText(message, name)),
          consentText,
          Date.parse(receivedAt),
        ],
      );
      return Number(row?.id);
    },
    async saveSubscriber(subscription, { receivedAt, consentText, source }) {
      const key = emailKey(subscription.email);
      const change: PendingChange = {
        values: Object.fromEntries(changeableFields.map(([name]) => [name, fieldText(subscription, name)])),
        receivedAt,
        consentText,
        source: source ?? null,
      };
      // A confirmed address keeps its details: the new ones wait for its inbox. Any other is written at once. Should the
      // address be confirmed between the two statements, the second changes nothing and the first is tried again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const waiting = await one(
          `UPDATE subscribers SET pending_change = ?, change_requested_at = ?, confirm_due_at = ?, confirm_attempts = 0
           WHERE email_key = ? AND status = 'confirmed' RETURNING id, status`,
          [JSON.stringify(change), receivedAt, Date.parse(receivedAt), key],
        );
        if (waiting) return { id: Number(waiting.id), status: 'confirmed' };
        const row = await one(
          `INSERT INTO subscribers (${subscriberFields.map(([name]) => name).join(', ')}, email_key, received_at, consent_text, source, status, confirm_due_at, confirm_attempts)
           VALUES (${placeholders(subscriberFields.length)}, ?, ?, ?, ?, 'pending', ?, 0)
           ON CONFLICT (email_key) DO UPDATE SET
             ${subscriberUpdates},
             received_at = excluded.received_at, consent_text = excluded.consent_text, source = excluded.source,
             status = 'pending', confirm_due_at = excluded.confirm_due_at, confirm_attempts = 0
           WHERE subscribers.status <> 'confirmed'
           RETURNING id, status`,
          [
            ...subscriberFields.map(([name]) => fieldText(subscription, name)),
            key,
            receivedAt,
            consentText,
            source ?? null,
            Date.parse(receivedAt),
          ],
        );
        if (row) return { id: Number(row.id), status: row.status as SubscriberStatus };
      }
      throw new Error('The sign-up could not be recorded: its address changed status three times meanwhile.');
    },
    async subscriber(id) {
      const row = await one('SELECT * FROM subscribers WHERE id = ?', [id]);
      return row ? subscriberOf(row) : null;
    },
    async confirmSubscriber(id, at) {
      await db.run(
        "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, confirm_due_at = NULL, unsubscribed_at = NULL WHERE id = ? AND status = 'pending'",
        [at, id],
      );
      const row = await one('SELECT status FROM subscribers WHERE id = ?', [id]);
      return row ? (row.status as SubscriberStatus) : null;
    },
    async applyChange(id, requestedAt, at) {
      const row = await one(
        "SELECT pending_change FROM subscribers WHERE id = ? AND status = 'confirmed' AND change_requested_at = ?",
        [id, requestedAt],
      );
      if (typeof row?.pending_change !== 'string') return false;
      const change = JSON.parse(row.pending_change) as PendingChange;
      const { changes } = await db.run(
        `UPDATE subscribers SET ${changeableFields.map(([name]) => `${name} = ?`).join(', ')},
           received_at = ?, consent_text = ?, source = ?, confirmed_at = ?, pending_change = NULL, change_requested_at = NULL
         WHERE id = ? AND status = 'confirmed' AND change_requested_at = ?`,
        [
          ...changeableFields.map(([name]) => change.values[name] ?? null),
          change.receivedAt,
          change.consentText,
          change.source,
          at,
          id,
          requestedAt,
        ],
      );
      return changes > 0;
    },
    async unsubscribe(id, at) {
      await db.run(
        `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ?, confirm_due_at = NULL, pending_change = NULL, change_requested_at = NULL
         WHERE id = ? AND status <> 'unsubscribed'`,
        [at, id],
      );
      return (await one('SELECT id FROM subscribers WHERE id = ?', [id])) !== undefined;
    },
    async contacts() {
      return (await db.all('SELECT * FROM contact_messages ORDER BY id')).map(contactOf);
    },
    async subscribers() {
      return (await db.all('SELECT * FROM subscribers ORDER BY id')).map(subscriberOf);
    },
    emails: {
      contact: emailQueue(db, 'contact_messages', 'email', contactOf),
      confirmation: emailQueue(db, 'subscribers', 'confirm', subscriberOf),
    },
    async linkSecret() {
      await db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [
        'link_secret',
        randomBytes(32).toString('hex'),
      ]);
      return String((await one('SELECT value FROM meta WHERE key = ?', ['link_secret']))?.value);
    },
    async purge(before) {
      return (await db.run('DELETE FROM contact_messages WHERE received_at < ?', [before])).changes;
    },
    close: () => db.close(),
  };
}
