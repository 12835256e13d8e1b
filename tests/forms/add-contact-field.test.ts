import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load } from 'cheerio';
import sqlite from 'node-sqlite3-wasm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openPostgresStore } from '../../src/forms/storage/postgres-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { type GuideStep, projectCopy, walkGuide } from '../support/guides/guide-steps.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { mailText, startSmtp, until, type TestSmtp } from '../support/smtp.js';
import { startFormsService, stopFormsService } from './forms-service-process.js';

/**
 * docs/guides/add-a-form-field.md, carried out as written in a copy of the project: its code blocks add an optional
 * “How did you hear about us?” field to the contact form (the definition, the catalogue, a migration) and its command
 * blocks typecheck and test the copy. The copy's service, on a database made by the project as it was, then stores
 * the field, emails it to the firm and exports it, on SQLite and on PostgreSQL, and the copy's contact form shows it.
 */

const GUIDE = 'docs/guides/add-a-form-field.md';
const run = promisify(execFile);
const FR_LABEL = 'Comment avez-vous entendu parler de nous\u00a0?';
const EN_LABEL = 'How did you hear about us?';

/** What the guide's commands read; node_modules is linked, not copied. */
const COPIED = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
  'src',
  'pages',
  'renderer',
  'scripts',
  'tests',
  'content-queries',
];

let copy = '';
let steps: GuideStep[] = [];
let smtp: TestSmtp;
let postgres: TestPostgres;

beforeAll(async () => {
  copy = await projectCopy('forms-field', COPIED, ['node_modules']);
  // The guide's commands run as a reader runs them, not as workers of this test run (a nested Vitest reads these).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  [steps, smtp, postgres] = await Promise.all([walkGuide(GUIDE, copy, env), startSmtp(), startPostgres()]);
}, 300_000);

afterAll(async () => {
  await smtp?.stop();
  await postgres?.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
});

/** Each database: a URL for DATABASE_URL, the project's own store on it, and a query on it from outside the store. */
const databases: {
  name: string;
  create(): Promise<{
    url: string;
    open(): Promise<FormsStore>;
    query(sql: string): Promise<Record<string, unknown>[]>;
  }>;
}[] = [
  {
    name: 'SQLite',
    async create() {
      const file = join(copy, `${Math.random().toString(36).slice(2)}.sqlite`);
      return {
        url: file,
        open: () => openSqliteStore(file),
        async query(sql) {
          const db = new sqlite.Database(file);
          try {
            return db.all(sql);
          } finally {
            db.close();
          }
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async create() {
      const url = await postgres.database();
      return {
        url,
        open: () => openPostgresStore(url),
        async query(sql) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query<Record<string, unknown>>(sql)).rows;
          } finally {
            await client.end();
          }
        },
      };
    },
  },
];

const message = {
  fname: 'Marie',
  lname: 'Tremblay',
  email: 'marie@example.ca',
  subject: 'Nouveau mandat',
  message: 'Bonjour',
  consent: true,
  locale: 'fr',
};

describe('docs/guides/add-a-form-field.md', () => {
  it('edits the definition, the catalogue and the migrations, then typechecks the project', () => {
    const edited = new Set(steps.flatMap((step) => (step.kind === 'file' ? [step.path] : [])));
    expect([...edited].sort()).toEqual([
      'src/forms/definitions/contact-form.ts',
      'src/forms/storage/migrations.ts',
      'src/i18n/catalogue/interface.ts',
    ]);
    expect(steps.flatMap((step) => (step.kind === 'commands' ? step.commands : []))).toContain('npm run typecheck');
  });
});

describe.each(databases)('a contact field added the documented way, on $name', (database) => {
  it('is stored, emailed to the firm and exported, beside the messages received before it', async () => {
    const db = await database.create();
    const before = await db.open();
    await before.saveContact(
      { ...message, consent: true, fname: 'Avant' },
      { receivedAt: '2026-11-25T10:00:00.000Z', locale: 'fr', consentText: 'consent' },
    );
    await before.close();

    const env = {
      DATABASE_URL: db.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      FORMS_TO: 'accueil@cabinet.example',
      SITE_URL: 'https://www.example.test',
    };
    const mails = smtp.received.length;
    const service = await startFormsService(copy, env);
    const post = (body: Record<string, unknown>) =>
      fetch(`${service.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const tooLong = await post({ ...message, referral: 'x'.repeat(201) });
      expect(tooLong.status).toBe(422);
      expect(((await tooLong.json()) as { errors: unknown }).errors).toEqual({ referral: 'Maximum 200 caractères' });
      expect((await post({ ...message, referral: 'Un ancien client' })).status).toBe(201);
      await until(() => smtp.received.length === mails + 2);
      const texts = smtp.received.slice(mails).map((mail) => mailText(mail.data).replace(/\r\n/g, '\n'));
      expect(texts.find((text) => text.includes('Prénom\u00a0: Marie'))).toContain(
        `Entreprise\u00a0: —\n${FR_LABEL}\u00a0: Un ancien client\nSujet\u00a0: Nouveau mandat`,
      );
      expect(texts.find((text) => text.includes('Prénom\u00a0: Avant'))).toContain(`${FR_LABEL}\u00a0: —`);
    } finally {
      await stopFormsService(service.child);
    }

    expect(await db.query('SELECT fname, referral FROM contact_messages ORDER BY id')).toEqual([
      { fname: 'Avant', referral: null },
      { fname: 'Marie', referral: 'Un ancien client' },
    ]);
    expect((await db.query('SELECT version, name FROM schema_migrations ORDER BY version')).at(-1)).toEqual({
      version: expect.anything(),
      name: 'contact: referral',
    });

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/forms-export.ts', 'messages'], {
      cwd: copy,
      env: { ...process.env, ...env },
    });
    const [header, ...rows] = stdout
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('id,received_at,locale,fname,lname,email,phone,business,referral,subject,message');
    expect(rows.map((row) => row.split(',').slice(3, 10))).toEqual([
      ['Avant', 'Tremblay', 'marie@example.ca', '', '', '', 'Nouveau mandat'],
      ['Marie', 'Tremblay', 'marie@example.ca', '', '', 'Un ancien client', 'Nouveau mandat'],
    ]);
  }, 120_000);
});

describe('the contact form of the copy', () => {
  it('shows the added field, optional, with its label and limit, in both languages', async () => {
    await writeFile(
      join(copy, 'render-contact.ts'),
      `import { createElement } from 'react';
import { ContactForm } from './src/components/forms/ContactForm.js';
import { renderInSite } from './tests/components/render-in-site.js';
process.stdout.write(JSON.stringify({ fr: renderInSite(createElement(ContactForm, { subjects: ['Autre'], headingId: 'h' }), 'fr'), en: renderInSite(createElement(ContactForm, { subjects: ['Other'], headingId: 'h' }), 'en') }));
`,
    );
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'render-contact.ts'], { cwd: copy });
    const pages = JSON.parse(stdout) as Record<'fr' | 'en', string>;
    for (const [locale, label, optional] of [
      ['fr', FR_LABEL, '(facultatif)'],
      ['en', EN_LABEL, '(optional)'],
    ] as const) {
      const $ = load(pages[locale]);
      expect($('label[for="field-referral"]').text()).toBe(`${label} ${optional}`);
      expect($('#field-referral').attr('maxlength')).toBe('200');
      expect($('#field-referral').attr('required')).toBeUndefined();
      expect(
        $('input[name], select[name], textarea[name]')
          .map((_, element) => $(element).attr('name'))
          .get(),
      ).toEqual(expect.arrayContaining(['business', 'referral', 'subject']));
    }
  }, 60_000);
});
