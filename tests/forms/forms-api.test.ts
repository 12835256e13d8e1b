import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '../../src/forms/form-fields.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import { formsServer } from '../../src/forms/forms-server.js';
import { FORMS_BODY_LIMIT, RATE_LIMIT } from '../../src/forms/forms-api.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';

const SITE = 'https://www.example.test';
const work = await mkdtemp(join(tmpdir(), 'forms-api-'));
let file = '';
let store: FormsStore;
let server: Server;
let base = '';
let clock = Date.parse('2026-11-25T12:00:00Z');

const valid = {
  fname: 'Marie',
  lname: 'Tremblay',
  email: 'marie@example.ca',
  phone: '514 555-0123',
  business: '',
  subject: 'Litige',
  message: 'Bonjour <b>cabinet</b>',
  consent: true,
  started: clock - 10_000,
};

beforeEach(async () => {
  file = join(work, `${Math.random().toString(36).slice(2)}.sqlite`);
  store = await openSqliteStore(file);
  const routes = formsRoutes({ store, allowedOrigins: [SITE], now: () => clock });
  server = createServer(formsServer(routes));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await store.close();
});

afterAll(() => rm(work, { recursive: true, force: true }));

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the contact endpoint', () => {
  it('stores a valid message before answering 201 in the visitor’s language, markup kept as text', async () => {
    const response = await postJson('/api/contact', { ...valid, locale: 'en' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      message: expect.stringMatching(/^Thank you, your message was sent/),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    await store.close();
    store = await openSqliteStore(file);
    const [saved, ...others] = await store.contacts();
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      fname: 'Marie',
      email: 'marie@example.ca',
      phone: '514 555-0123',
      message: 'Bonjour <b>cabinet</b>',
      locale: 'en',
    });
    expect(saved).not.toHaveProperty('business');
  });

  it('names every missing field with the required message, in French and in English', async () => {
    for (const [locale, required, consent] of [
      ['fr', 'Ce champ est requis', 'Cochez cette case pour continuer'],
      ['en', 'This field is required', 'Check this box to continue'],
    ] as const) {
      const response = await postJson('/api/contact', { locale, fname: '  ', started: clock - 10_000 });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors).toEqual({
        fname: required,
        lname: required,
        email: required,
        subject: required,
        message: required,
        consent,
      });
      expect(body.message).toBe(
        locale === 'fr' ? 'Le formulaire contient 6 erreur(s)\u00a0:' : 'The form has 6 error(s):',
      );
    }
    expect(await store.contacts()).toEqual([]);
  });

  it('explains bad formats, lengths, types and unknown fields, and stores nothing', async () => {
    const response = await postJson('/api/contact', {
      ...valid,
      email: 'marie@',
      phone: '12',
      message: 'x'.repeat(5001),
      fname: 5,
      admin: true,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      fname: 'Ce champ est requis',
      email: 'Entrez une adresse courriel valide, par exemple nom@exemple.com',
      phone: 'Entrez un numéro de téléphone valide, par exemple 514 555-0123',
      message: 'Maximum 5000 caractères',
      _form: 'Le formulaire contient des champs inattendus.',
    });
    expect(await store.contacts()).toEqual([]);
  });

  it('answers robots like visitors but keeps nothing: a filled honeypot, or a form sent too fast', async () => {
    expect((await postJson('/api/contact', { ...valid, website: 'https://spam.example' })).status).toBe(201);
    expect((await postJson('/api/contact', { ...valid, started: clock - MIN_FILL_MS + 500 })).status).toBe(201);
    expect(await store.contacts()).toEqual([]);
  });

  it('limits each client to a few posts in ten minutes with a localized 429 and Retry-After', async () => {
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await postJson('/api/contact', valid)).status).toBe(201);
    const limited = await postJson('/api/contact', { ...valid, locale: 'en' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Too many submissions in a short time\. Try again in \d+ seconds\.$/,
    );
    clock += 10 * 60 * 1000;
    expect((await postJson('/api/contact', valid)).status).toBe(201);
    expect(await store.contacts()).toHaveLength(RATE_LIMIT + 1);
  });

  it('behind a trusted proxy, counts each client by X-Forwarded-For, never by what the client itself claims', async () => {
    const proxied = formsRoutes({ store, allowedOrigins: [SITE], trustProxy: 1, now: () => clock });
    const behind = createServer(formsServer(proxied));
    await new Promise<void>((done) => behind.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(behind.address() as AddressInfo).port}/api/contact`;
    const post = (forwardedFor: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(valid),
      });
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await post(`spoofed-${i}, 203.0.113.7`)).status).toBe(201);
    expect((await post('203.0.113.7')).status).toBe(429);
    expect((await post('198.51.100.9')).status).toBe(201);
    await new Promise<void>((done) => behind.close(() => done()));
  });

  it('refuses other origins, and answers the preflight of the site’s own', async () => {
    const foreign = await postJson('/api/contact', valid, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe(
      'Ce formulaire ne peut être envoyé que depuis le site du cabinet.',
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/api/contact`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(
      (await fetch(`${base}/api/contact`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect(await store.contacts()).toEqual([]);
  });

  it('refuses malformed and oversized bodies with a clear message', async () => {
    const malformed = await postJson('/api/contact', '{"fname": ');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe('La demande est illisible.');
    expect((await postJson('/api/contact', '[1, 2]')).status).toBe(400);
    const oversized = await postJson('/api/contact', { ...valid, message: 'é'.repeat(FORMS_BODY_LIMIT) });
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { message: string }).message).toBe('La demande est trop volumineuse.');
    expect(
      (
        await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: SITE },
          body: 'x',
        })
      ).status,
    ).toBe(415);
    expect(await store.contacts()).toEqual([]);
  });

  it('links its result pages back to the site when it runs on an origin of its own', async () => {
    const elsewhere = formsRoutes({ store, allowedOrigins: [SITE], siteOrigin: SITE, now: () => clock });
    const service = createServer(formsServer(elsewhere));
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    const page = await fetch(`http://127.0.0.1:${(service.address() as AddressInfo).port}/api/newsletter/sent?lang=en`);
    expect(await page.text()).toContain(`href="${SITE}/en/"`);
    await new Promise<void>((done) => service.close(() => done()));
  });

  it('works as a plain form post: a 303 to a localized result page, or a page that lists the errors', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${base}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        body: new URLSearchParams(fields),
      });
    const sent = await form({
      locale: 'en',
      fname: 'Marie',
      lname: 'Tremblay',
      email: 'marie@example.ca',
      phone: '',
      business: '',
      subject: 'Litige',
      message: 'Hello',
      consent: 'on',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/api/contact/sent?lang=en');
    const page = await fetch(`${base}/api/contact/sent?lang=en`);
    expect(await page.text()).toContain('Thank you, your message was sent.');
    const refused = await form({
      locale: 'fr',
      fname: '',
      lname: 'Tremblay',
      email: 'x',
      subject: 'Litige',
      message: '<script>alert(1)</script>',
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('Ce champ est requis');
    expect(html).toContain('href="/contact/"');
    expect(html).not.toContain('<script>');
    expect(await store.contacts()).toHaveLength(1);
  });
});

describe('the newsletter endpoint', () => {
  it('records the address once with its consent wording and language, and refuses a missing consent', async () => {
    const subscribe = (body: Record<string, unknown>) =>
      postJson('/api/newsletter', { started: clock - 10_000, ...body });
    expect((await subscribe({ email: 'luc@example.ca', name: 'Luc', language: 'fr', consent: true })).status).toBe(201);
    expect((await subscribe({ email: 'LUC@example.ca', language: 'en', consent: true, locale: 'en' })).status).toBe(
      201,
    );
    const refused = await subscribe({ email: 'anne@example.ca', language: 'fr', locale: 'en' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({ consent: 'Check this box to continue' });
    const subscribers = await store.subscribers();
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({
      email: 'luc@example.ca',
      name: 'Luc',
      language: 'en',
      consentText: 'I agree to receive the firm’s newsletter by email. I can unsubscribe at any time.',
    });
  });
});

describe('the SQLite store after a crash', () => {
  it('writes again when a killed owner left its transaction lock behind, and refuses a second living owner', async () => {
    const crashed = join(work, 'crashed.sqlite');
    const first = await openSqliteStore(crashed, { owner: true });
    await first.saveContact(
      { ...valid, consent: true },
      { receivedAt: new Date(clock).toISOString(), locale: 'fr', consentText: 'oui' },
    );
    await first.close();
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(`${crashed}.lock`);
    await writeFile(`${crashed}.pid`, '999999');
    await expect(openSqliteStore(crashed)).rejects.toThrow(/database is locked/);
    const restarted = await openSqliteStore(crashed, { owner: true });
    await restarted.saveContact(
      { ...valid, consent: true },
      { receivedAt: new Date(clock).toISOString(), locale: 'en', consentText: 'yes' },
    );
    expect((await restarted.contacts()).map((row) => row.locale)).toEqual(['fr', 'en']);
    await writeFile(`${crashed}.pid`, String(process.ppid));
    await expect(openSqliteStore(crashed, { owner: true })).rejects.toThrow(
      /is in use by process \d+; one service at a time may write to it/,
    );
    await restarted.close();
  });
});
