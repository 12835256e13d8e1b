import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactSubmission, NewsletterSubmission } from '../../src/forms/form-schemas.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openPostgresStore } from '../../src/forms/storage/postgres-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';

let work = '';
let postgres: TestPostgres;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'forms-store-'));
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Each database: how to make a new empty store, and how to open the same one again (a restart). */
const databases: { name: string; create(): Promise<{ open(): Promise<FormsStore> }> }[] = [
  {
    name: 'SQLite',
    async create() {
      const file = join(work, `${Math.random().toString(36).slice(2)}.sqlite`);
      return { open: () => openSqliteStore(file, { owner: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    async create() {
      const url = await postgres.database();
      return { open: () => openPostgresStore(url) };
    },
  },
];

const message: ContactSubmission = {
  fname: 'Marie',
  lname: 'Tremblay',
  email: 'marie@example.ca',
  phone: '514 555-0123',
  subject: 'Litige',
  message: 'Bonjour <b>cabinet</b>',
  consent: true,
};
const signUp = (email: string, language: 'fr' | 'en' = 'fr'): NewsletterSubmission => ({
  email,
  language,
  consent: true,
});
const at = (iso: string, locale: 'fr' | 'en' = 'fr') => ({
  receivedAt: iso,
  locale,
  consentText: `consent ${iso}`,
  source: '/infolettre/',
});

describe.each(databases)('the forms store on $name', (database) => {
  it('keeps contact messages across a restart, each with its email due until it is sent', async () => {
    const db = await database.create();
    const store = await db.open();
    const first = await store.saveContact(message, at('2026-11-25T10:00:00.000Z'));
    const second = await store.saveContact(
      { ...message, phone: undefined, fname: 'Luc' },
      at('2026-11-25T10:01:00.000Z', 'en'),
    );
    expect(second).toBeGreaterThan(first);
    await store.close();

    const reopened = await db.open();
    const contacts = await reopened.contacts();
    expect(contacts).toEqual(
      [
        { id: first, receivedAt: '2026-11-25T10:00:00.000Z', locale: 'fr', ...message },
        {
          id: second,
          receivedAt: '2026-11-25T10:01:00.000Z',
          locale: 'en',
          ...message,
          phone: undefined,
          fname: 'Luc',
        },
      ].map(({ phone, ...rest }) => (phone ? { ...rest, phone } : rest)),
    );
    const queue = reopened.emails.contact;
    expect((await queue.due(Date.parse('2026-11-25T10:00:30.000Z'), 10)).map((email) => email.id)).toEqual([first]);
    await queue.deferred(first, { dueAt: Date.parse('2026-11-25T11:00:00.000Z'), attempts: 1, reason: 'ECONNREFUSED' });
    expect((await queue.due(Date.parse('2026-11-25T10:30:00.000Z'), 10)).map((email) => email.id)).toEqual([second]);
    await queue.sent(second, '2026-11-25T10:30:00.000Z');
    await queue.deferred(first, { failed: '550 mailbox unavailable' });
    expect(await queue.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(await reopened.purge('2026-11-25T10:00:30.000Z')).toBe(1);
    expect((await reopened.contacts()).map((contact) => contact.id)).toEqual([second]);
    await reopened.close();
  });

  it('takes a newsletter address through double opt-in, keeps its consent record, and lets it leave', async () => {
    const store = await (await database.create()).open();
    const { id, status } = await store.saveSubscriber(
      { ...signUp('Luc@Example.ca'), name: 'Luc' },
      at('2026-11-25T10:00:00.000Z'),
    );
    expect(status).toBe('pending');
    const [due] = await store.emails.confirmation.due(Date.parse('2026-11-25T10:00:00.000Z'), 10);
    expect(due).toMatchObject({
      id,
      attempts: 0,
      subject: { email: 'Luc@Example.ca', name: 'Luc', language: 'fr', status: 'pending' },
    });
    await store.emails.confirmation.sent(id, '2026-11-25T10:00:01.000Z');

    expect(await store.saveSubscriber(signUp('luc@example.ca', 'en'), at('2026-11-25T10:05:00.000Z', 'en'))).toEqual({
      id,
      status: 'pending',
    });
    expect((await store.emails.confirmation.due(Number.MAX_SAFE_INTEGER, 10)).map((email) => email.id)).toEqual([id]);
    expect(await store.confirmSubscriber(id, '2026-11-25T10:06:00.000Z')).toBe('confirmed');
    expect(await store.emails.confirmation.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(await store.subscriber(id)).toEqual({
      id,
      email: 'Luc@Example.ca',
      name: 'Luc',
      language: 'en',
      status: 'confirmed',
      receivedAt: '2026-11-25T10:05:00.000Z',
      consentText: 'consent 2026-11-25T10:05:00.000Z',
      source: '/infolettre/',
      confirmedAt: '2026-11-25T10:06:00.000Z',
      unsubscribedAt: null,
      changeRequestedAt: null,
    });

    // A sign-up for a confirmed address changes nothing until that inbox confirms it: a confirmation email is due.
    const before = await store.subscriber(id);
    expect(
      await store.saveSubscriber({ ...signUp('LUC@example.ca'), name: 'Autre' }, at('2026-11-25T11:00:00.000Z')),
    ).toEqual({ id, status: 'confirmed' });
    expect(await store.subscriber(id)).toEqual({ ...before, changeRequestedAt: '2026-11-25T11:00:00.000Z' });
    expect((await store.emails.confirmation.due(Number.MAX_SAFE_INTEGER, 10)).map((email) => email.id)).toEqual([id]);
    expect(await store.applyChange(id, '2026-11-25T10:59:00.000Z', '2026-11-25T11:02:00.000Z')).toBe(false);
    expect(await store.applyChange(id, '2026-11-25T11:00:00.000Z', '2026-11-25T11:02:00.000Z')).toBe(true);
    expect(await store.subscriber(id)).toMatchObject({
      email: 'Luc@Example.ca',
      name: 'Autre',
      language: 'fr',
      receivedAt: '2026-11-25T11:00:00.000Z',
      consentText: 'consent 2026-11-25T11:00:00.000Z',
      confirmedAt: '2026-11-25T11:02:00.000Z',
      changeRequestedAt: null,
    });
    expect(await store.applyChange(id, '2026-11-25T11:00:00.000Z', '2026-11-25T11:03:00.000Z')).toBe(false);

    expect(await store.unsubscribe(id, '2026-11-26T09:00:00.000Z')).toBe(true);
    expect(await store.confirmSubscriber(id, '2026-11-26T09:01:00.000Z')).toBe('unsubscribed');
    expect(await store.subscriber(id)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: '2026-11-26T09:00:00.000Z',
    });
    expect(await store.saveSubscriber(signUp('luc@example.ca'), at('2026-11-27T09:00:00.000Z'))).toEqual({
      id,
      status: 'pending',
    });
    // The refusal stays on record until the address confirms its new sign-up: a sign-up anyone can type is not consent.
    expect(await store.subscriber(id)).toMatchObject({ status: 'pending', unsubscribedAt: '2026-11-26T09:00:00.000Z' });
    expect(await store.confirmSubscriber(id, '2026-11-27T09:05:00.000Z')).toBe('confirmed');
    expect(await store.subscriber(id)).toMatchObject({
      status: 'confirmed',
      confirmedAt: '2026-11-27T09:05:00.000Z',
      unsubscribedAt: null,
    });
    expect(await store.unsubscribe(id + 1000, '2026-11-27T09:00:00.000Z')).toBe(false);
    expect(await store.confirmSubscriber(id + 1000, '2026-11-27T09:00:00.000Z')).toBeNull();
    expect(await store.subscribers()).toHaveLength(1);
    await store.close();
  });

  it('keeps one link secret for good', async () => {
    const db = await database.create();
    const store = await db.open();
    const secret = await store.linkSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.linkSecret()).toBe(secret);
    await store.close();
    const reopened = await db.open();
    expect(await reopened.linkSecret()).toBe(secret);
    await reopened.close();
  });
});
