import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmailOutbox } from '../../src/forms/email-outbox.js';
import { formsEmails } from '../../src/forms/forms-emails.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import { formsServer } from '../../src/forms/forms-server.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { mailHeader, mailText, startSmtp, until, type TestSmtp } from '../support/smtp.js';

const work = await mkdtemp(join(tmpdir(), 'newsletter-'));
const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-25T10:00:00Z');
let store: FormsStore;
let smtp: TestSmtp;
let site: Server;
let base = '';
let outbox: ReturnType<typeof startEmailOutbox>;

beforeEach(async () => {
  clock = Date.parse('2026-11-25T10:00:00Z');
  smtp = await startSmtp();
  store = await openSqliteStore(join(work, `${Math.random().toString(36).slice(2)}.sqlite`));
  site = createServer();
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const now = () => clock;
  outbox = startEmailOutbox({
    store,
    transport: createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true }),
    compose: formsEmails({
      store,
      siteUrl: base,
      formsTo: 'accueil@cabinet.example',
      secret: 'test-secret-0123456789',
      now,
    }),
    intervalMs: 50,
    now,
  });
  const routes = formsRoutes({
    store,
    allowedOrigins: [],
    linkSecret: 'test-secret-0123456789',
    now,
    onStored: () => void outbox.kick(),
  });
  site.on('request', formsServer(routes));
});

afterEach(async () => {
  await outbox.stop();
  await new Promise<void>((done) => site.close(() => done()));
  await smtp.stop();
  await store.close();
});

afterAll(() => rm(work, { recursive: true, force: true }));

const subscribe = (email: string, language: 'fr' | 'en', locale: 'fr' | 'en' = language) =>
  fetch(`${base}/api/newsletter`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      referer: `${base}${locale === 'fr' ? '/infolettre/' : '/en/newsletter/'}`,
    },
    body: JSON.stringify({ email, name: 'Luc', language, consent: true, locale }),
  });

/** The confirmation email sent to `email`, with its two links. */
async function confirmationTo(email: string) {
  await until(() => smtp.received.some((mail) => mail.to.includes(email)));
  const mail = smtp.received.find((candidate) => candidate.to.includes(email));
  if (!mail) throw new Error(`no email to ${email}`);
  const text = mailText(mail.data);
  const links = [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
  const confirm = links.find((link) => link.includes('/api/newsletter/confirm?'));
  const unsubscribe = links.find((link) => link.includes('/api/newsletter/unsubscribe?'));
  if (!confirm || !unsubscribe) throw new Error(`links missing in:\n${text}`);
  return { mail, text, confirm, unsubscribe };
}

const statusOf = async (email: string) => (await store.subscribers()).find((row) => row.email === email)?.status;

describe('the newsletter’s double opt-in', () => {
  it('emails a confirmation link in the visitor’s language, and subscribes only once the visitor confirms', async () => {
    expect((await subscribe('luc@example.ca', 'en', 'fr')).status).toBe(201);
    expect(await statusOf('luc@example.ca')).toBe('pending');
    const { mail, text, confirm, unsubscribe } = await confirmationTo('luc@example.ca');
    expect(mailHeader(mail.data, 'Subject')).toBe('Confirm your newsletter subscription');
    expect(text).toContain('This link expires in 7 days.');
    expect(mailHeader(mail.data, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mailHeader(mail.data, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.data).not.toMatch(/text\/html/);

    const page = await fetch(confirm);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const $ = load(await page.text());
    expect($('html').attr('lang')).toBe('en-CA');
    expect($('main p').first().text()).toBe('Confirm the newsletter subscription of luc@example.ca.');
    expect($('form[method="post"] button').text()).toBe('Confirm my subscription');
    expect(await statusOf('luc@example.ca')).toBe('pending');

    const confirmed = await fetch(confirm, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Thank you! Your newsletter subscription is confirmed.');
    expect((await store.subscribers())[0]).toMatchObject({
      status: 'confirmed',
      confirmedAt: new Date(clock).toISOString(),
      language: 'en',
      source: '/infolettre/',
      consentText: 'J’accepte de recevoir l’infolettre du cabinet par courriel. Je peux me désabonner en tout temps.',
    });
  });

  it('says so when a confirmation link has expired or was tampered with, and confirms nothing', async () => {
    await subscribe('anne@example.ca', 'fr');
    const { confirm } = await confirmationTo('anne@example.ca');
    const tampered = confirm.replace(/token=(\d+)\./, (_, id: string) => `token=${Number(id) + 1}.`);
    const refused = await fetch(tampered, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Ce lien n’est pas valide.');
    clock += 8 * DAY_MS;
    const expired = await fetch(confirm, { method: 'POST' });
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain('Ce lien de confirmation a expiré.');
    expect(load(html)('a[href="/infolettre/"]').text()).toBe('S’abonner à l’infolettre');
    expect(await statusOf('anne@example.ca')).toBe('pending');
  });

  it('unsubscribes with one click (RFC 8058) or from the page, and a confirmation link cannot undo it', async () => {
    await subscribe('marie@example.ca', 'fr');
    const { confirm, unsubscribe } = await confirmationTo('marie@example.ca');
    await fetch(confirm, { method: 'POST' });
    expect(await statusOf('marie@example.ca')).toBe('confirmed');

    const page = load(await (await fetch(unsubscribe)).text());
    expect(page('form[method="post"] button').text()).toBe('Me désabonner');
    expect(await statusOf('marie@example.ca')).toBe('confirmed');

    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('C’est fait\u00a0: vous ne recevrez plus l’infolettre.');
    expect((await store.subscribers())[0]).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: new Date(clock).toISOString(),
    });

    const again = await fetch(confirm, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await statusOf('marie@example.ca')).toBe('unsubscribed');
    clock += 400 * DAY_MS;
    expect((await fetch(unsubscribe, { method: 'POST' })).status).toBe(200);
  });
});
