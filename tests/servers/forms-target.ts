import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../src/config/env.js';
import { formsServer } from '../../src/forms/forms-server.js';
import { createFormsService } from '../../src/forms/forms-service.js';
import { linkToken } from '../../src/forms/subscription-links.js';
import { createStaticHandler } from '../../src/server/static-server.js';
import type { ReplayRequest } from './raw-exchange.js';
import { listening, withMethods, type ReplayServer, type ReplayTarget } from './replay-target.js';
import { writeSite } from './static-target.js';

const SITE = 'https://www.example.test';
const SECRET = 'replay-forms-secret-0123456789abcdef';
const SUBSCRIBER = { id: 1, email: 'abonne@example.ca' };
const DAY_MS = 24 * 60 * 60 * 1000;

const contact = {
  fname: 'Marie',
  lname: 'Tremblay',
  email: 'marie@example.ca',
  phone: '514 555-0123',
  business: '',
  subject: 'Litige',
  message: 'Bonjour <b>cabinet</b>',
  consent: true,
};
const json = (name: string, target: string, value: unknown, headers: Record<string, string> = {}): ReplayRequest => ({
  name,
  method: 'POST',
  target,
  headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
  body: typeof value === 'string' ? value : JSON.stringify(value),
});
const form = (name: string, target: string, fields: Record<string, string>): ReplayRequest => ({
  name,
  method: 'POST',
  target,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
  body: new URLSearchParams(fields).toString(),
});

/** The submission service's requests: each form, its plain post, its result page, the newsletter's emailed links. */
export function formsRequests(): ReplayRequest[] {
  const started = String(Date.now() - 60_000);
  const link = (purpose: 'confirm' | 'unsubscribe', now = Date.now()) =>
    `/api/newsletter/${purpose}?token=${linkToken(SECRET, purpose, SUBSCRIBER, now)}`;
  const confirm = link('confirm');
  return [
    json('newsletter, sign-up', '/api/newsletter', {
      email: SUBSCRIBER.email,
      name: 'Abonné',
      language: 'fr',
      consent: true,
      started,
    }),
    json('contact, valid JSON', '/api/contact', { ...contact, started }),
    json('contact, valid JSON in English', '/api/contact', { ...contact, started, locale: 'en' }),
    json('contact, invalid fields', '/api/contact', { ...contact, email: 'nope', started }),
    json('contact, invalid fields in English', '/api/contact', { fname: '', locale: 'en', started }),
    json('contact, malformed JSON', '/api/contact', '{"fname": '),
    json('contact, a JSON array', '/api/contact', '[1, 2]'),
    json('contact, an oversized body', '/api/contact', `{"message": "${'x'.repeat(40 * 1024)}"}`),
    json('contact, another origin', '/api/contact', { ...contact, started }, { Origin: 'https://evil.example' }),
    json('contact, the honeypot filled', '/api/contact', { ...contact, started, website: 'http://spam' }),
    json('contact, sent too fast', '/api/contact', { ...contact, started: String(Date.now()) }),
    { ...json('contact, as text', '/api/contact', { ...contact }), headers: { 'Content-Type': 'text/plain' } },
    form('contact, plain form post', '/api/contact', {
      ...Object.fromEntries(Object.entries(contact).map(([key, value]) => [key, String(value)])),
      started,
      locale: 'en',
    }),
    form('contact, plain form post with errors', '/api/contact', { fname: 'M', locale: 'fr', started }),
    json('contact, rate limited', '/api/contact', { ...contact, started }),
    json('contact, rate limited again', '/api/contact', { ...contact, started }),
    json('contact, rate limited, third', '/api/contact', { ...contact, started }),
    json('contact, over the rate limit', '/api/contact', { ...contact, started }),
    { name: 'contact, preflight from the site', method: 'OPTIONS', target: '/api/contact', headers: { Origin: SITE } },
    {
      name: 'contact, preflight from elsewhere',
      method: 'OPTIONS',
      target: '/api/contact',
      headers: { Origin: 'https://evil.example' },
    },
    ...withMethods({ name: 'contact', target: '/api/contact' }, ['GET', 'PUT', 'DELETE']),
    { name: 'contact, trailing slash', method: 'POST', target: '/api/contact/', body: '{}' },
    { name: 'contact, result page', target: '/api/contact/sent?lang=en' },
    { name: 'contact, result page, no language', target: '/api/contact/sent' },
    { name: 'contact, result page, HEAD', method: 'HEAD', target: '/api/contact/sent?lang=fr' },
    { name: 'contact, result page, POST', method: 'POST', target: '/api/contact/sent', body: 'x' },
    { name: 'newsletter, result page', target: '/api/newsletter/sent?lang=fr' },
    json('newsletter, invalid', '/api/newsletter', { email: 'x', started }),
    { name: 'confirm link, GET', target: confirm },
    { name: 'confirm link, HEAD', method: 'HEAD', target: confirm },
    { name: 'confirm link, GET in English', target: `${confirm}&lang=en` },
    { name: 'confirm link, POST', method: 'POST', target: confirm, body: '' },
    { name: 'confirm link, again', target: confirm },
    { name: 'confirm link, expired', target: link('confirm', Date.now() - 8 * DAY_MS) },
    { name: 'confirm link, broken token', target: '/api/newsletter/confirm?token=1.0.xyz' },
    { name: 'confirm link, no token', target: '/api/newsletter/confirm' },
    { name: 'confirm link, oversized POST', method: 'POST', target: confirm, body: 'x'.repeat(2048) },
    ...withMethods({ name: 'confirm link', target: confirm }, ['PUT', 'DELETE', 'OPTIONS']),
    { name: 'unsubscribe link, GET', target: link('unsubscribe') },
    {
      name: 'unsubscribe link, one-click POST',
      method: 'POST',
      target: link('unsubscribe'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    },
    { name: 'unsubscribe link, after', target: link('unsubscribe') },
    { name: 'confirm link, after unsubscribing', target: confirm },
    { name: 'another path', target: '/api/other' },
    { name: 'the root', target: '/' },
  ];
}

/** The forms' service on a fresh SQLite file, as `npm run serve` (beside a site) or `npm run forms:serve` starts it. */
async function formsService(withSite: boolean): Promise<ReplayServer> {
  const work = await mkdtemp(join(tmpdir(), 'replay-forms-'));
  const forms = await createFormsService(
    readConfig({
      SITE_URL: SITE,
      DATABASE_URL: `sqlite:${join(work, 'forms.sqlite')}`,
      FORMS_SECRET: SECRET,
      CONTENT_API_URL: '',
    }),
  );
  const site = withSite ? await writeSite() : undefined;
  const server = await listening(
    createServer(formsServer(forms.routes, site && createStaticHandler({ dir: site.dir }))),
  );
  return {
    port: server.port,
    requests: formsRequests(),
    async close() {
      await server.close();
      await forms.close();
      await site?.remove();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** `npm run forms:serve`: the service alone, a 404 for any other path. */
export const formsServeTarget: ReplayTarget = { name: 'forms:serve', start: () => formsService(false) };

/** `npm run serve`: the service beside the static site, on the same origin. */
export const serveTarget: ReplayTarget = { name: 'serve', start: () => formsService(true) };
