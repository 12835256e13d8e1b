/**
 * Attacks a security review found against the forms service, each sent as the review sent it, over HTTP on loopback:
 * a newsletter sign-up that rewrote a confirmed subscriber, the rate limiter's growth and the client address behind
 * too few proxies, line breaks in single-line contact fields, and the service's own pages without the site's
 * Content-Security-Policy and frame protection.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactEmail } from '../../src/forms/contact-email.js';
import { startEmailOutbox } from '../../src/forms/email-outbox.js';
import { RATE_LIMIT } from '../../src/forms/forms-api.js';
import { formsEmails } from '../../src/forms/forms-emails.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import { formsServer } from '../../src/forms/forms-server.js';
import { createRateLimiter, RATE_LIMITER_MAX_KEYS } from '../../src/forms/rate-limiter.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { mailText, startSmtp, until, type TestSmtp } from '../support/smtp.js';

const SITE = 'https://www.example.test';
const SECRET = 'test-secret-0123456789';
const work = await mkdtemp(join(tmpdir(), 'forms-security-'));
let clock = Date.parse('2026-11-25T12:00:00Z');
let store: FormsStore;
let smtp: TestSmtp;
let outbox: ReturnType<typeof startEmailOutbox>;
let server: Server;
let base = '';

const listen = async (routes: ReturnType<typeof formsRoutes>) => {
  const created = createServer(formsServer(routes));
  await new Promise<void>((done) => created.listen(0, '127.0.0.1', done));
  return { server: created, base: `http://127.0.0.1:${(created.address() as AddressInfo).port}` };
};
const close = (closing: Server) => new Promise<void>((done) => closing.close(() => done()));

beforeEach(async () => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  smtp = await startSmtp();
  store = await openSqliteStore(join(work, `${Math.random().toString(36).slice(2)}.sqlite`));
  const now = () => clock;
  outbox = startEmailOutbox({
    store,
    transport: createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true }),
    compose: formsEmails({ store, siteUrl: SITE, formsTo: 'accueil@cabinet.example', secret: SECRET, now }),
    intervalMs: 50,
    now,
  });
  ({ server, base } = await listen(
    formsRoutes({ store, allowedOrigins: [SITE], linkSecret: SECRET, now, onStored: () => void outbox.kick() }),
  ));
});

afterEach(async () => {
  await outbox.stop();
  await close(server);
  await smtp.stop();
  await store.close();
});

afterAll(() => rm(work, { recursive: true, force: true }));

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: JSON.stringify({ started: clock - 10_000, ...body }),
  });

/** The `purpose` link of the `nth` email (from 1) sent to `email`, on the test server. */
async function emailedLink(email: string, nth = 1, purpose: 'confirm' | 'unsubscribe' = 'confirm'): Promise<string> {
  await until(() => smtp.received.filter((mail) => mail.to.includes(email)).length >= nth);
  const mail = smtp.received.filter((candidate) => candidate.to.includes(email))[nth - 1];
  const link = new RegExp(`https?://\\S+/api/newsletter/${purpose}\\?\\S+`).exec(mailText(mail?.data ?? ''))?.[0];
  if (!link) throw new Error(`no ${purpose} link in email ${nth} to ${email}`);
  return link.replace(SITE, base);
}

describe('a newsletter sign-up cannot rewrite a confirmed subscriber', () => {
  it('changes nothing of a confirmed address until its inbox confirms the new details; a foreign Referer is no source', async () => {
    expect(
      (
        await post(
          '/api/newsletter',
          { email: 'victim@example.net', name: 'Luc', language: 'fr', consent: true },
          { referer: `${SITE}/infolettre/?utm=x` },
        )
      ).status,
    ).toBe(201);
    const first = await emailedLink('victim@example.net');
    expect((await fetch(first, { method: 'POST' })).status).toBe(200);
    const confirmed = (await store.subscribers())[0];
    expect(confirmed).toMatchObject({ status: 'confirmed', name: 'Luc', language: 'fr', source: '/infolettre/' });

    clock += 60_000;
    const attack = await post(
      '/api/newsletter',
      { email: 'VICTIM@EXAMPLE.NET', name: 'Mallory', language: 'en', consent: true, locale: 'en' },
      { referer: 'https://evil.example/phish' },
    );
    expect(attack.status).toBe(201);
    expect(await store.subscribers()).toEqual([
      expect.objectContaining({ ...confirmed, changeRequestedAt: new Date(clock).toISOString() }),
    ]);

    // The link of the first email predates the change: it applies nothing.
    expect((await fetch(first, { method: 'POST' })).status).toBe(200);
    expect((await store.subscribers())[0]).toMatchObject({
      name: 'Luc',
      language: 'fr',
      consentText: confirmed?.consentText,
    });

    const change = await emailedLink('victim@example.net', 2);
    const prompt = await fetch(change);
    expect(await prompt.text()).toContain('Confirmer mon abonnement');
    expect((await store.subscribers())[0]).toMatchObject({ name: 'Luc' });
    expect((await fetch(change, { method: 'POST' })).status).toBe(200);
    expect((await store.subscribers())[0]).toMatchObject({
      email: 'victim@example.net',
      name: 'Mallory',
      language: 'en',
      source: null,
      consentText: 'I agree to receive the firm’s newsletter by email. I can unsubscribe at any time.',
      changeRequestedAt: null,
    });
  });

  it('refuses an address that is not one plain addr-spec with a localized 422, and sends nothing', async () => {
    for (const [email, locale, message] of [
      ['victim1,x<victim2@example.net>', 'fr', 'Entrez une adresse courriel valide, par exemple nom@exemple.com'],
      ['"x" <victim2@example.net>', 'en', 'Enter a valid email address, such as name@example.com'],
      ['victim2@example.net, other@example.net', 'en', 'Enter a valid email address, such as name@example.com'],
      ['victim2@example.net\nBcc: other@example.net', 'fr', 'Ce champ tient sur une ligne, sans caractère de contrôle'],
      ['.victim@example.net', 'fr', 'Entrez une adresse courriel valide, par exemple nom@exemple.com'],
    ] as const) {
      const refused = await post('/api/newsletter', { email, language: 'fr', consent: true, locale });
      expect(refused.status, email).toBe(422);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ email: message });
    }
    expect(await store.subscribers()).toEqual([]);
    await new Promise((done) => setTimeout(done, 150));
    expect(smtp.received).toEqual([]);
  });
});

describe('the rate limiter stays bounded, and a short X-Forwarded-For is not believed', () => {
  it('keeps at most its bound of clients however many come in one window, at a constant cost per request', () => {
    const limiter = createRateLimiter({ limit: RATE_LIMIT, windowMs: 60_000, now: () => clock });
    const started = performance.now();
    for (let i = 0; i < 6 * RATE_LIMITER_MAX_KEYS; i += 1) limiter.take(`client-${i}`);
    const elapsed = performance.now() - started;
    expect(limiter.size).toBeLessThanOrEqual(RATE_LIMITER_MAX_KEYS);
    expect(elapsed).toBeLessThan(5000);
    for (let i = 0; i < RATE_LIMIT; i += 1) limiter.take('steady');
    expect(limiter.take('steady')).toMatchObject({ allowed: false });
  }, 15_000);

  it('counts by the socket peer when X-Forwarded-For holds fewer entries than TRUST_PROXY says', async () => {
    const proxied = await listen(formsRoutes({ store, allowedOrigins: [SITE], trustProxy: 2, now: () => clock }));
    const send = (forwardedFor: string) =>
      fetch(`${proxied.base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({
          fname: 'A',
          lname: 'B',
          email: 'a@example.ca',
          subject: 'Litige',
          message: 'Bonjour',
          consent: true,
          started: clock - 10_000,
        }),
      });
    const statuses = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) statuses.push((await send(`198.51.100.${i}`)).status);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
    await close(proxied.server);
  });
});

describe('single-line contact fields keep to one line', () => {
  const contact = { fname: 'Marie', lname: 'Tremblay', email: 'marie@example.ca', subject: 'Litige', consent: true };

  it('refuses line breaks and control characters in every single-line field with a localized 422, storing nothing', async () => {
    for (const [field, value] of [
      ['fname', 'Marie\r\nBcc: victim@example.net'],
      ['lname', 'Tremblay\nX-Injected: yes'],
      ['business', 'Cabinet\u2028Bcc: x'],
      ['subject', 'Litige\u0000'],
      ['phone', '514\r555-0123'],
    ] as const) {
      for (const [locale, message] of [
        ['fr', 'Ce champ tient sur une ligne, sans caractère de contrôle'],
        ['en', 'This field is one line, without control characters'],
      ] as const) {
        const refused = await post('/api/contact', { ...contact, message: 'Bonjour', [field]: value, locale });
        expect(refused.status, `${field} ${JSON.stringify(value)}`).toBe(422);
        expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ [field]: message });
      }
    }
    expect(await store.contacts()).toEqual([]);
  });

  it('keeps the message’s line breaks, and the email to the firm shows each field on its own line', async () => {
    const sent = await post('/api/contact', { ...contact, message: 'Bonjour,\r\n\nVoici ma question.\nMerci' });
    expect(sent.status).toBe(201);
    const [stored] = await store.contacts();
    expect(stored?.message).toBe('Bonjour,\r\n\nVoici ma question.\nMerci');
    if (!stored) throw new Error('not stored');
    const email = contactEmail(stored, {
      from: 'forms@example.test',
      to: 'accueil@cabinet.example',
      domain: 'example.test',
    });
    expect(email.text.split('\n').slice(0, 8)).toEqual([
      'Prénom\u00a0: Marie',
      'Nom\u00a0: Tremblay',
      'Courriel\u00a0: marie@example.ca',
      'Téléphone\u00a0: —',
      'Entreprise\u00a0: —',
      'Sujet\u00a0: Litige',
      'Langue\u00a0: français',
      `Reçu le\u00a0: ${stored.receivedAt}`,
    ]);
  });
});

describe('the service’s own pages carry the site’s policy and frame protection', () => {
  it('sends the Content-Security-Policy and X-Frame-Options on the result, confirm and unsubscribe pages', async () => {
    const form = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: 'fname=&locale=en',
    });
    await post('/api/newsletter', { email: 'luc@example.ca', language: 'fr', consent: true });
    const confirm = await emailedLink('luc@example.ca');
    const pages = [
      form,
      await fetch(`${base}/api/contact/sent?lang=en`),
      await fetch(`${base}/api/newsletter/sent`),
      await fetch(confirm),
      await fetch(await emailedLink('luc@example.ca', 1, 'unsubscribe')),
      await fetch(`${base}/api/newsletter/confirm?token=forged`),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type'), page.url).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy'), page.url).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
      expect(page.headers.get('content-security-policy'), page.url).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(page.headers.get('x-frame-options'), page.url).toBe('SAMEORIGIN');
      expect(page.headers.get('x-content-type-options'), page.url).toBe('nosniff');
    }
  });
});
