import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load } from 'cheerio';
import sqlite from 'node-sqlite3-wasm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openPostgresStore } from '../../src/forms/storage/postgres-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { startFormsService, stopFormsService } from '../forms/forms-service-process.js';
import { type GuideStep, projectCopy, walkGuides } from '../support/guides/guide-steps.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { mailText, startSmtp, until, type TestSmtp } from '../support/smtp.js';

/**
 * The guides of docs/guides/ that change the project, carried out as written in one copy of it (the steps of both in
 * one copy, each command once: walkGuides; one typecheck and one copy instead of two, ~30 CPU-seconds each):
 *
 * - add-a-model.md: its code blocks add a "publications" model (a hub at /publications/ and one page per
 *   publication) and its command blocks regenerate, typecheck, build and test the copy. Then the new pages must be
 *   there in both languages, in the sitemap and in the search.
 * - add-a-form-field.md: its code blocks add an optional “How did you hear about us?” field to the contact form (the
 *   definition, the catalogue, a migration) and its command blocks typecheck and test the copy. The copy's service, on
 *   a database made by the project as it was, then stores the field, emails it to the firm and exports it, on SQLite
 *   and on PostgreSQL, and the copy's contact form shows it.
 */

const MODEL_GUIDE = 'docs/guides/add-a-model.md';
const FIELD_GUIDE = 'docs/guides/add-a-form-field.md';
const run = promisify(execFile);
const FR_LABEL = 'Comment avez-vous entendu parler de nous\u00a0?';
const EN_LABEL = 'How did you hear about us?';

/** What the guides' commands read; node_modules and the encoded image and font caches are linked, not copied. */
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
  'public',
  'content',
  'content-queries',
];
const LINKED = ['node_modules', '.cache/images', '.cache/fonts'];

let copy = '';
let modelSteps: GuideStep[] = [];
let fieldSteps: GuideStep[] = [];
let smtp: TestSmtp;
let postgres: TestPostgres;

beforeAll(async () => {
  copy = await projectCopy('guides', COPIED, LINKED);
  // The guides' commands run as a reader runs them, not as workers of this test run (a nested Vitest reads these).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  // The model's guide first: its commands regenerate the content types that the typecheck of both reads.
  const guides = walkGuides([MODEL_GUIDE, FIELD_GUIDE], copy, {
    ...env,
    CONTENT_API_URL: '',
    BUILD_ID: '20261125T120000Z-addamodel',
    SITE_URL: 'http://localhost:4173',
  });
  [[modelSteps = [], fieldSteps = []], smtp, postgres] = await Promise.all([guides, startSmtp(), startPostgres()]);
}, 600_000);

afterAll(async () => {
  await smtp?.stop();
  await postgres?.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
});

const built = (path: string): Promise<string> => readFile(join(copy, 'dist', path, 'index.html'), 'utf8');

describe('docs/guides/add-a-model.md, carried out in a copy of the project', () => {
  const pages = [
    { path: '/publications/', title: 'Publications' },
    { path: '/en/publications/', title: 'Publications' },
    { path: '/publications/guide-du-bail-commercial/', title: 'Guide du bail commercial' },
    { path: '/en/publications/commercial-lease-guide/', title: 'Commercial Lease Guide' },
  ];

  it('writes files and regenerates, typechecks and builds the project, in that order', () => {
    const commands = modelSteps.flatMap((step) => (step.kind === 'commands' ? step.commands : []));
    const order = ['npm run content:schema', 'npm run content:queries', 'npm run typecheck', 'npm run build'];
    expect(commands.filter((command) => order.includes(command))).toEqual(order);
    expect(modelSteps.filter((step) => step.kind === 'file').length).toBeGreaterThanOrEqual(4);
  });

  it('builds its hub and detail pages in both languages', async () => {
    for (const { path, title } of pages) expect(await built(path), path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(await built('/publications/'), 'the hub links its records').toContain(
      'href="/publications/guide-du-bail-commercial/"',
    );
    expect(await built('/en/publications/commercial-lease-guide/'), 'breadcrumbs through its hub').toContain(
      'href="/en/publications/"',
    );
  });

  it('lists them in the sitemap', async () => {
    const sitemap = await readFile(join(copy, 'dist/sitemap.xml'), 'utf8');
    for (const { path } of pages) {
      const entry = path.startsWith('/en/')
        ? `hreflang="en-CA" href="http://localhost:4173${path}"`
        : `<loc>http://localhost:4173${path}</loc>`;
      expect(sitemap.includes(entry), entry).toBe(true);
    }
  });

  it('gives the search a record of each detail page, under the type of its route', async () => {
    for (const [locale, path] of [
      ['fr', '/publications/guide-du-bail-commercial/'],
      ['en', '/en/publications/commercial-lease-guide/'],
    ] as const) {
      const records = JSON.parse(await readFile(join(copy, 'builds/search-records', `${locale}.json`), 'utf8')) as {
        type: string;
        url: string;
      }[];
      expect(
        records.filter((record) => record.url === path).map((record) => record.type),
        path,
      ).toContain('publications-slug');
    }
  });
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
    const edited = new Set(fieldSteps.flatMap((step) => (step.kind === 'file' ? [step.path] : [])));
    expect([...edited].sort()).toEqual([
      'src/forms/definitions/contact-form.ts',
      'src/forms/storage/migrations.ts',
      'src/i18n/catalogue/interface.ts',
    ]);
    expect(fieldSteps.flatMap((step) => (step.kind === 'commands' ? step.commands : []))).toContain(
      'npm run typecheck',
    );
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
