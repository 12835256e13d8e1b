/**
 * The forms API under random input (part of the hostile-input suite): fast-check generates posts to both endpoints —
 * every field absent, valid, or any text (control characters, lone surrogates, long, any script), a number, a list or
 * an object, unknown fields, any locale, JSON or a plain form or neither, cut short or not, from the site or another
 * origin — and sends each over loopback. No answer may be a 5xx, a refused post may store nothing, and the process's
 * heap after garbage collection may not grow with the number of posts. It prints how many inputs it tried.
 * FUZZ_RUNS=N sets how many (default {@link DEFAULT_RUNS}, a few seconds); FUZZ_SEED=N replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, formKinds, type FormKind } from '../../src/forms/definitions/forms.js';
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../src/forms/form-fields.js';
import { formsOnLoopback, SITE, type FormsOnLoopback } from './forms-on-loopback.js';
import { heapAfterGc } from '../support/heap-after-gc.js';

const DEFAULT_RUNS = 300;
const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const clock = Date.parse('2026-11-25T12:00:00Z');
let service: FormsOnLoopback;
let base = '';
const stored: Record<FormKind, number> = { contact: 0, newsletter: 0 };

beforeAll(async () => {
  // Many clients (some hit the rate limit, a refusal like any other), as a trusted proxy would name them.
  service = await formsOnLoopback({
    network: '198.51.100.',
    clients: 64,
    now: () => clock,
    onStored: (kind) => (stored[kind] += 1),
  });
  base = service.base;
});

afterAll(() => service.close());

/** A value each field accepts, so that some generated posts get through. */
const validValues: Record<FormKind, Record<string, unknown>> = {
  contact: {
    fname: 'Marie',
    lname: 'Tremblay',
    email: 'marie@example.ca',
    phone: '514 555-0123',
    business: 'Cabinet',
    subject: 'Litige',
    message: 'Bonjour\nMerci',
    consent: true,
  },
  newsletter: { email: 'luc@example.ca', name: 'Luc', language: 'en', consent: 'on' },
};

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '\r\nBcc: x@example.net',
    '\0',
    '\ud800',
    'a\u2028b',
    'victim1,x<victim2@example.net>',
    '"x"@example.net',
    '__proto__',
    'constructor',
    '=1+1',
    "'; DROP TABLE subscribers; --",
  ),
  fc.string({ unit: 'binary-ascii', minLength: 90, maxLength: 6000 }),
  fc.emailAddress(),
);
const anyValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

/** `arbitrary` one time in `odds`, undefined otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, odds = 5) =>
  fc.oneof({ weight: odds - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** A post's fields: each of the form's absent, valid or anything, maybe the spam fields, maybe unknown ones. */
const fieldsOf = (kind: FormKind) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.keys(forms[kind].fields).map((name) => [
            name,
            fc.oneof({ weight: 12, arbitrary: fc.constant(validValues[kind][name]) }, anyValue),
          ]),
        ),
        { requiredKeys: [] },
      ),
      sometimes(
        fc.record(
          {
            [HONEYPOT_FIELD]: anyValue,
            [STARTED_FIELD]: fc.oneof(fc.constant(clock - 1000), fc.constant(clock - 60_000), anyValue),
          },
          { requiredKeys: [] },
        ),
      ),
      sometimes(fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { minKeys: 1, maxKeys: 2 })),
      fc.oneof(fc.constantFrom(undefined, 'fr', 'en', '__proto__', 'constructor', 'toString'), hostileText),
    )
    .map(([own, spam, extra, locale]) => ({ ...extra, ...own, ...spam, ...(locale === undefined ? {} : { locale }) }));

const post = fc.record({
  kind: fc.constantFrom(...formKinds),
  as: fc.constantFrom('json', 'json', 'json', 'form', 'form', 'text', 'none'),
  origin: fc.constantFrom(SITE, SITE, SITE, SITE, undefined, 'https://evil.example', 'null'),
  /** Where the body is cut short (JSON that no longer parses, a form missing its end). */
  cut: sometimes(fc.nat()),
});
const request = post.chain((shape) => fieldsOf(shape.kind).map((fields) => ({ ...shape, fields })));

const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  text: 'text/plain',
} as const;

function encode(as: string, fields: Record<string, unknown>): string {
  if (as !== 'form') return JSON.stringify(fields);
  return new URLSearchParams(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  ).toString();
}

describe('the forms API under random posts', () => {
  it(
    'never answers 5xx, stores nothing from a refused post, and keeps its memory',
    async () => {
      const statuses: Record<number, number> = {};
      let tried = 0;
      const heapBefore = heapAfterGc();
      await fc.assert(
        fc.asyncProperty(request, async ({ kind, as, origin, cut, fields }) => {
          tried += 1;
          const whole = encode(as, fields);
          const body = cut === undefined ? whole : whole.slice(0, cut % (whole.length + 1));
          const before = { ...stored };
          const headers: Record<string, string> = {
            ...(as === 'none' ? {} : { 'content-type': CONTENT_TYPES[as as keyof typeof CONTENT_TYPES] }),
            ...(origin === undefined ? {} : { origin }),
          };
          // An answer that never comes (a handler that threw) fails like a 5xx.
          const response = await fetch(`${base}${forms[kind].endpoint}`, {
            method: 'POST',
            redirect: 'manual',
            headers,
            body,
            signal: AbortSignal.timeout(3000),
          });
          const text = await response.text();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          expect(response.status, text).toBeLessThan(500);
          const accepted = response.status === 201 || response.status === 303;
          expect(stored[kind] - before[kind]).toBeLessThanOrEqual(accepted ? 1 : 0);
          expect(stored[kind === 'contact' ? 'newsletter' : 'contact']).toBe(
            before[kind === 'contact' ? 'newsletter' : 'contact'],
          );
        }),
        { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
      );
      const grown = heapAfterGc() - heapBefore;
      console.log(
        `forms fuzz: ${tried} inputs tried (FUZZ_RUNS=${runs}); answers by status ${JSON.stringify(statuses)}; stored ${JSON.stringify(stored)}; heap after GC grew ${(grown / 1024 / 1024).toFixed(1)} MB`,
      );
      expect(tried).toBeGreaterThanOrEqual(runs);
      expect(
        Object.keys(statuses).filter((status) => Number(status) >= 200 && Number(status) < 400).length,
        'some posts got through',
      ).toBeGreaterThan(0);
      expect(grown).toBeLessThan(32 * 1024 * 1024);
      expect((await service.store.contacts()).length).toBe(stored.contact);
      expect((await service.store.subscribers()).length).toBeLessThanOrEqual(stored.newsletter);
    },
    Math.max(30_000, runs * 100),
  );
});
