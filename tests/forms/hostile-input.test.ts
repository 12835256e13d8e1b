/**
 * The forms service's part of the hostile-input suite: a table of hostile requests to its endpoints, each
 * with the status it must get, over HTTP on loopback, and after each that nothing was stored and the service still
 * answers. Then what a table cannot say: slow and abandoned bodies, and a flood of distinct values in every field.
 */
import { request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, formKinds } from '../../src/forms/definitions/forms.js';
import { FORMS_BODY_LIMIT } from '../../src/forms/forms-api.js';
import { formsOnLoopback, SITE, type FormsOnLoopback } from './forms-on-loopback.js';
import { countHostile, reportHostileCounts } from '../security/hostile-count.js';

reportHostileCounts();

const clock = Date.parse('2026-11-25T12:00:00Z');
let service: FormsOnLoopback;
let base = '';

beforeAll(async () => {
  // No rate limit in the way: every row must reach the check it is about.
  service = await formsOnLoopback({ network: '192.0.2.', clients: 250, now: () => clock });
  base = service.base;
});

afterAll(() => service.close());

const valid = {
  contact: {
    fname: 'Marie',
    lname: 'Tremblay',
    email: 'marie@example.ca',
    phone: '514 555-0123',
    business: 'Cabinet',
    subject: 'Litige',
    message: 'Bonjour',
    consent: true,
  },
  newsletter: { email: 'luc@example.ca', name: 'Luc', language: 'fr', consent: true },
} as const;
const json = { 'content-type': 'application/json', origin: SITE };
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE };

interface Hostile {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent as is on a socket instead (what an HTTP client would not send). */
  raw?: string;
  status: number;
}

const hostile: Hostile[] = [
  { name: 'malformed JSON', headers: json, body: '{"fname": ', status: 400 },
  { name: 'JSON that is an array', headers: json, body: '[1, 2]', status: 400 },
  { name: 'JSON that is null', headers: json, body: 'null', status: 400 },
  { name: 'JSON that is a string', headers: json, body: '"x"', status: 400 },
  { name: 'an empty JSON body', headers: json, body: '', status: 400 },
  { name: 'unclosed nesting to the body limit', headers: json, body: '['.repeat(FORMS_BODY_LIMIT - 1), status: 400 },
  { name: 'deep nesting that parses', headers: json, body: `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`, status: 422 },
  {
    name: 'a __proto__ field',
    headers: json,
    body: JSON.stringify({ ...valid.contact }).replace('{', '{"__proto__":{"admin":true},'),
    status: 422,
  },
  {
    name: 'constructor and toString fields',
    headers: json,
    body: JSON.stringify({ ...valid.contact, constructor: 'x', toString: 'y' }),
    status: 422,
  },
  {
    name: 'a locale named __proto__',
    headers: json,
    body: JSON.stringify({ ...valid.contact, fname: '', locale: '__proto__' }),
    status: 422,
  },
  {
    name: 'a locale named constructor',
    headers: json,
    body: JSON.stringify({ ...valid.contact, fname: '', locale: 'constructor' }),
    status: 422,
  },
  {
    name: 'a field of the wrong type',
    headers: json,
    body: JSON.stringify({ ...valid.contact, fname: 5, email: ['marie@example.ca'] }),
    status: 422,
  },
  {
    name: 'consent as a string',
    headers: json,
    body: JSON.stringify({ ...valid.contact, consent: 'yes' }),
    status: 422,
  },
  { name: 'invalid UTF-8 in a field', headers: form, body: 'fname=%C3%28&lname=x', status: 422 },
  { name: 'GET', method: 'GET', status: 405 },
  { name: 'PUT', method: 'PUT', headers: json, body: JSON.stringify(valid.contact), status: 405 },
  { name: 'DELETE', method: 'DELETE', status: 405 },
  { name: 'PATCH', method: 'PATCH', headers: json, body: JSON.stringify(valid.contact), status: 405 },
  { name: 'no content type', headers: { origin: SITE }, body: JSON.stringify(valid.contact), status: 415 },
  {
    name: 'text/plain (no preflight)',
    headers: { 'content-type': 'text/plain', origin: SITE },
    body: JSON.stringify(valid.contact),
    status: 415,
  },
  {
    name: 'multipart',
    headers: { 'content-type': 'multipart/form-data; boundary=x', origin: SITE },
    body: '--x--',
    status: 415,
  },
  {
    name: 'another origin, JSON',
    headers: { ...json, origin: 'https://evil.example' },
    body: JSON.stringify(valid.contact),
    status: 403,
  },
  {
    name: 'another origin, plain form',
    headers: { ...form, origin: 'https://evil.example' },
    body: new URLSearchParams({ ...valid.contact, consent: 'on' }).toString(),
    status: 403,
  },
  { name: 'the null origin', headers: { ...json, origin: 'null' }, body: JSON.stringify(valid.contact), status: 403 },
  {
    name: 'a look-alike origin',
    headers: { ...json, origin: 'https://www.example.test.evil.example' },
    body: JSON.stringify(valid.contact),
    status: 403,
  },
  {
    name: 'the preflight of another origin',
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example' },
    status: 403,
  },
  {
    name: 'a declared body over the limit',
    raw: `POST /api/contact HTTP/1.1\r\nHost: x\r\nOrigin: ${SITE}\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n{"fname":`,
    status: 413,
  },
  { name: 'a request line that is not HTTP', raw: 'POST /api/contact HTTP/9.9 junk\r\n\r\n', status: 400 },
  {
    name: 'two Content-Lengths',
    raw: 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}',
    status: 400,
  },
  {
    name: 'a body over the limit',
    headers: json,
    body: JSON.stringify({ ...valid.contact, message: 'é'.repeat(FORMS_BODY_LIMIT) }),
    status: 413,
  },
  {
    name: 'a field over its maximum',
    headers: json,
    body: JSON.stringify({ ...valid.contact, message: 'x'.repeat(5001) }),
    status: 422,
  },
  {
    name: 'a header of 20 kB',
    headers: { ...json, 'x-padding': 'x'.repeat(20 * 1024) },
    body: JSON.stringify(valid.contact),
    status: 431,
  },
  { name: 'a trailing slash', path: '/api/contact/', headers: json, body: JSON.stringify(valid.contact), status: 404 },
  { name: 'a double slash', path: '//api/contact', headers: json, body: JSON.stringify(valid.contact), status: 404 },
  {
    name: 'an authority in the path',
    path: '//evil.example/api/contact',
    headers: json,
    body: JSON.stringify(valid.contact),
    status: 404,
  },
  { name: 'an encoded path', path: '/api/%63ontact', headers: json, body: JSON.stringify(valid.contact), status: 404 },
  {
    name: 'the result page with a lang named constructor',
    method: 'GET',
    path: '/api/contact/sent?lang=constructor',
    status: 200,
  },
  {
    name: 'a confirm link with a lang named __proto__',
    method: 'GET',
    path: '/api/newsletter/confirm?token=1.0.x&lang=__proto__',
    status: 400,
  },
  {
    name: 'a confirm link with a huge token',
    method: 'GET',
    path: `/api/newsletter/confirm?token=${'9'.repeat(4000)}`,
    status: 400,
  },
  {
    name: 'a link posted with a body over its limit',
    method: 'POST',
    path: '/api/newsletter/unsubscribe?token=1.0.x',
    body: 'x'.repeat(4096),
    status: 413,
  },
  { name: 'a link with a wrong method', method: 'PUT', path: '/api/newsletter/unsubscribe?token=1.0.x', status: 405 },
];

/** Characters a visitor's browser would never put in a one-line field, or that other software reads as structure. */
const oneLineHostile = [
  '\r\nBcc: victim@example.net',
  '\n',
  '\r',
  '\t',
  '\0',
  '\u0007',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
];

/** Every text field of every form, with each hostile character inside a valid value: refused with a 422. */
const controlRows: Hostile[] = formKinds.flatMap((kind) =>
  Object.entries(forms[kind].fields).flatMap(([name, field]) => {
    if (field.type === 'consent' || field.type === 'language') return [];
    const refused =
      field.type === 'textarea'
        ? oneLineHostile.filter(
            (char) => !['\r\nBcc: victim@example.net', '\n', '\r', '\t', '\u2028', '\u2029'].includes(char),
          )
        : oneLineHostile;
    return refused.map((char): Hostile => {
      const value = `${(valid[kind] as Record<string, unknown>)[name] as string}`;
      const spliced =
        field.type === 'tel' || field.type === 'email'
          ? `${value.slice(0, 3)}${char}${value.slice(3)}`
          : `${value}${char}x`;
      return {
        name: `${kind}.${name} with ${JSON.stringify(char)}`,
        path: forms[kind].endpoint,
        headers: json,
        body: JSON.stringify({ ...valid[kind], [name]: spliced }),
        status: 422,
      };
    });
  }),
);

/** Unicode a visitor may well type: accepted and kept as typed. */
const unicodeRows: Hostile[] = ['Zoë Ångström', '李小龍', 'مريم', 'Ⅻ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩🏽‍⚖️', 'e\u0301cole'].flatMap((text) => [
  {
    name: `contact names and message in ${text}`,
    path: '/api/contact',
    headers: json,
    body: JSON.stringify({ ...valid.contact, fname: text, lname: text, business: text, message: `${text}\n${text}` }),
    status: 201,
  },
]);

async function send({ method = 'POST', path = '/api/contact', headers = {}, body, raw }: Hostile): Promise<number> {
  if (raw !== undefined) return sendRaw(raw);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The status of the answer to `text` written on a socket. */
function sendRaw(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect((service.server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`no answer to ${JSON.stringify(text.slice(0, 60))}`)));
  });
}

const counts = async () => ({
  contacts: (await service.store.contacts()).length,
  subscribers: (await service.store.subscribers()).length,
});

describe('the forms service under hostile requests', () => {
  it.each([...hostile, ...controlRows])('$name → $status, nothing stored', async (row) => {
    countHostile('forms service');
    const before = await counts();
    expect(await send(row)).toBe(row.status);
    expect(await counts()).toEqual(before);
    expect(await send({ name: 'after', method: 'GET', path: '/api/contact/sent', status: 200 })).toBe(200);
  });

  it.each(unicodeRows)('$name → $status, kept as typed', async (row) => {
    countHostile('forms service');
    expect(await send(row)).toBe(row.status);
    const last = (await service.store.contacts()).at(-1);
    expect(
      JSON.stringify({
        ...valid.contact,
        fname: last?.fname,
        lname: last?.lname,
        business: last?.business,
        message: last?.message,
      }),
    ).toBe(row.body);
  });

  it('serves others while a body trickles in, then answers it; an abandoned body stores nothing', async () => {
    const before = await counts();
    const body = Buffer.from(JSON.stringify({ ...valid.contact, fname: '' }));
    const slow = new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/contact`,
        { method: 'POST', headers: { ...json, 'content-length': String(body.length) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      let sent = 0;
      const tick = setInterval(() => {
        req.write(body.subarray(sent, sent + 16));
        sent += 16;
        if (sent >= body.length) {
          clearInterval(tick);
          req.end();
        }
      }, 20);
    });
    expect(await send({ name: 'meanwhile', method: 'GET', path: '/api/contact/sent', status: 200 })).toBe(200);
    expect(await slow).toBe(422);

    const abandoned = request(`${base}/api/contact`, {
      method: 'POST',
      headers: { ...json, 'content-length': '4000' },
    });
    abandoned.on('error', () => undefined);
    abandoned.write(JSON.stringify(valid.contact).slice(0, 40));
    await new Promise((done) => setTimeout(done, 100));
    abandoned.destroy();
    await new Promise((done) => setTimeout(done, 100));
    expect(await counts()).toEqual(before);
    expect(await send({ name: 'after', method: 'GET', path: '/api/contact/sent', status: 200 })).toBe(200);
  });
});
