import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmailOutbox } from '../../src/forms/email-outbox.js';
import { formsEmails } from '../../src/forms/forms-emails.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const work = await mkdtemp(join(tmpdir(), 'email-outbox-'));
let store: FormsStore;
let site: Server;
let base = '';
let received: Received[] = [];
let smtp: SMTPServer | undefined;
let smtpPort = 0;

/** A local SMTP server (npm smtp-server) that keeps what it accepts; `rejectWith` answers RCPT TO with that code. */
async function startSmtp(port = 0, rejectWith?: number): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectWith) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: rejectWith }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp?.listen(port, '127.0.0.1', done));
  return (smtp.server.address() as AddressInfo).port;
}

const stopSmtp = () => new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));

let outbox: ReturnType<typeof startEmailOutbox>;

beforeEach(async () => {
  received = [];
  smtpPort = await startSmtp();
  store = await openSqliteStore(join(work, `${Math.random().toString(36).slice(2)}.sqlite`));
  outbox = startEmailOutbox({
    store,
    transport: createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true }),
    compose: formsEmails({ store, siteUrl: 'https://example.test', formsTo: 'accueil@cabinet.example' }),
    intervalMs: 50,
    baseDelayMs: 100,
  });
  const routes = formsRoutes({ store, allowedOrigins: [], onStored: () => void outbox.kick() });
  site = createServer((req, res) => void routes(req, res));
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
    body: JSON.stringify({ fname: 'Marie', lname: 'Tremblay', email: 'marie@example.ca', subject: 'Nouveau mandat', message, consent: true, locale: 'fr' }),
  });

const until = async (condition: () => boolean | Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 25));
  }
};

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
    await startSmtp(smtpPort);
    await until(() => received.length === 1);
    await new Promise((done) => setTimeout(done, 400));
    expect(received).toHaveLength(1);
    expect(received[0]?.data).toContain('panne');
    expect(await store.emails.contact.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it('stops retrying a message the server refuses for good (5xx)', async () => {
    await stopSmtp();
    await startSmtp(smtpPort, 550);
    expect((await send('Refusé')).status).toBe(201);
    await until(async () => (await store.emails.contact.due(Number.MAX_SAFE_INTEGER, 10)).length === 0);
    expect(received).toEqual([]);
    expect(await store.contacts()).toHaveLength(1);
  });
});
