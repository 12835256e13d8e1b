import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmailOutbox } from '../../src/forms/email-outbox.js';
import { formsEmails } from '../../src/forms/forms-emails.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import { formsServer } from '../../src/forms/forms-server.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { startSmtp, until, type ReceivedMail, type TestSmtp } from '../support/smtp.js';

const work = await mkdtemp(join(tmpdir(), 'email-outbox-'));
let store: FormsStore;
let site: Server;
let base = '';
let received: ReceivedMail[] = [];
let smtp: TestSmtp | undefined;
let smtpPort = 0;

const startSmtpServer = async (port = 0, rejectWith?: number) => {
  smtp = await startSmtp({ port, received, ...(rejectWith ? { rejectWith } : {}) });
  return smtp.port;
};
const stopSmtp = () => smtp?.stop() ?? Promise.resolve();

let outbox: ReturnType<typeof startEmailOutbox>;

beforeEach(async () => {
  received = [];
  smtpPort = await startSmtpServer();
  store = await openSqliteStore(join(work, `${Math.random().toString(36).slice(2)}.sqlite`));
  outbox = startEmailOutbox({
    store,
    transport: createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }),
    compose: formsEmails({ store, siteUrl: 'https://example.test', formsTo: 'accueil@cabinet.example' }),
    intervalMs: 50,
    baseDelayMs: 100,
  });
  const routes = formsRoutes({ store, allowedOrigins: [], onStored: () => void outbox.kick() });
  site = createServer(formsServer(routes));
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await outbox.stop();
  await new Promise<void>((done) => site.close(() => done()));
  await stopSmtp();
  await store.close();
});

afterAll(() => rm(work, { recursive: true, force: true }));

const send = (message: string) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fname: 'Marie',
      lname: 'Tremblay',
      email: 'marie@example.ca',
      subject: 'Nouveau mandat',
      message,
      consent: true,
      locale: 'fr',
    }),
  });

describe('the email outbox', () => {
  it('emails a stored contact message to the firm as plain text, the visitor as Reply-To', async () => {
    expect((await send('Bonjour <script>alert(1)</script>, pouvez-vous m’appeler ?')).status).toBe(201);
    await until(() => received.length === 1);
    const [mail] = received;
    expect(mail?.to).toEqual(['accueil@cabinet.example']);
    expect(mail?.data).toMatch(/^Reply-To: marie@example\.ca/m);
    expect(mail?.data).toMatch(/^Content-Type: text\/plain/m);
    expect(mail?.data).toMatch(/^Message-ID: <contact-1@example\.test>/m);
    expect(mail?.data).toContain('Nouveau mandat');
    expect(mail?.data).not.toMatch(/text\/html/);
  });

  it('keeps a message while the SMTP server is down and sends it once, after it is back', async () => {
    await stopSmtp();
    expect((await send('Message envoyé pendant la panne')).status).toBe(201);
    await until(async () => (await store.emails.contact.due(Number.MAX_SAFE_INTEGER, 10))[0]?.attempts === 2);
    expect(received).toEqual([]);
    await startSmtpServer(smtpPort);
    await until(() => received.length === 1);
    await new Promise((done) => setTimeout(done, 400));
    expect(received).toHaveLength(1);
    expect(received[0]?.data).toContain('panne');
    expect(await store.emails.contact.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it('stops retrying a message the server refuses for good (5xx)', async () => {
    await stopSmtp();
    await startSmtpServer(smtpPort, 550);
    expect((await send('Refusé')).status).toBe(201);
    await until(async () => (await store.emails.contact.due(Number.MAX_SAFE_INTEGER, 10)).length === 0);
    expect(received).toEqual([]);
    expect(await store.contacts()).toHaveLength(1);
  });
});
