import { execFile, spawn } from 'node:child_process';
import { openSync, closeSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { inspect, promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/config/redact-secrets.js';
import { cmaApiUrl } from '../../src/content-service/export/cma-url.js';
import { openFormsStore } from '../../src/forms/storage/open-forms-store.js';
import { spreadsheetCells } from '../forms/csv-spreadsheet-cells.js';
import { makeTempDir } from '../server/helpers.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

const ROOT = resolve(import.meta.dirname, '../..');
const TOKEN = 'cma-hostile-token-0123456789abcdef';
/** The real content: its export plan (about 2 MB of JSON) is far more than a pipe holds. */
const CONTENT_DIR = resolve(ROOT, 'content');
const EXPORT = ['--import', 'tsx', 'scripts/content-export.ts', '--datocms'];
/** A few records: enough for a run that gets past the project check. */
const SMALL_CONTENT_DIR = resolve(ROOT, 'tests/fixtures/content-small');

type Outcome = { code: number; stdout: string; stderr: string };

/** `node args…` in the checkout with these variables; its exit code and output. */
async function run(args: readonly string[], env: Record<string, string>): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR, DATOCMS_CMA_TOKEN: '', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as Outcome;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `node args…` with its standard output piped to a reader taking one chunk every 20 ms. */
async function runIntoSlowReader(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: Buffer }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR, DATOCMS_CMA_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('close', done));
  const chunks: Buffer[] = [];
  for await (const chunk of child.stdout) {
    chunks.push(chunk as Buffer);
    await delay(20);
  }
  return { code: await exited, stdout: Buffer.concat(chunks) };
}

/** `node args…` with its standard output written to `file`. */
async function runIntoFile(args: readonly string[], file: string, env: Record<string, string> = {}): Promise<Buffer> {
  const fd = openSync(file, 'w');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR, DATOCMS_CMA_TOKEN: '', ...env },
    stdio: ['ignore', fd, 'inherit'],
  });
  await new Promise((done) => child.once('close', done));
  closeSync(fd);
  return readFileSync(file);
}

describe('a printer piped into a slow reader', () => {
  it('prints the whole result: content:export --dry-run --json, as it writes to a file', async () => {
    const temp = await makeTempDir({});
    try {
      const args = [...EXPORT, '--dry-run', '--json'];
      const [piped, written] = await Promise.all([
        runIntoSlowReader(args),
        runIntoFile(args, join(temp.dir, 'plan.json')),
      ]);
      countHostile('printers', 1);
      expect(written.length).toBeGreaterThan(1024 * 1024);
      expect(piped.code).toBe(0);
      expect(piped.stdout.length).toBe(written.length);
      expect(piped.stdout.equals(written)).toBe(true);
    } finally {
      await temp.cleanup();
    }
  }, 120_000);

  it('prints the whole CSV: forms:export of hostile messages, none a formula in a , or ; spreadsheet', async () => {
    const temp = await makeTempDir({});
    try {
      const file = join(temp.dir, 'forms.sqlite');
      const store = await openFormsStore({ kind: 'sqlite', file }, { owner: true });
      const hostile = ['Lee;=1+1', "Bonjour;=cmd|' /C calc'!A0;@SUM(1+1)", '\t;-1', 'a\r\n+1;"@x"'];
      for (let index = 0; index < 400; index++) {
        const text = hostile[index % hostile.length] as string;
        await store.saveContact(
          {
            fname: text,
            lname: 'Tremblay',
            email: `visiteur${index}@example.ca`,
            subject: 'Autre',
            message: `${text} ${'texte '.repeat(150)}${text}`,
            consent: true,
          },
          { receivedAt: '2026-12-01T10:00:00.000Z', locale: 'fr', consentText: 'consentement' },
        );
      }
      await store.close();
      countHostile('printers', hostile.length);
      const env = { DATABASE_URL: `sqlite:${file}` };
      const args = ['--import', 'tsx', 'scripts/forms-export.ts', 'messages'];
      // One after the other: an export opens the SQLite file for writing.
      const written = await runIntoFile(args, join(temp.dir, 'messages.csv'), env);
      const piped = await runIntoSlowReader(args, env);
      expect(written.length).toBeGreaterThan(256 * 1024);
      expect(piped.code).toBe(0);
      expect(piped.stdout.equals(written)).toBe(true);
      const csv = piped.stdout.toString('utf8').replace(/^\uFEFF/, '');
      expect(spreadsheetCells(csv, ',')).toHaveLength(401);
      for (const separators of [',', ';', ',;']) {
        const cells = spreadsheetCells(csv, separators).flat();
        expect(cells.filter((cell) => /^[=+\-@\t\r\0]/.test(cell))).toEqual([]);
      }
    } finally {
      await temp.cleanup();
    }
  }, 120_000);

  it('no script ends with process.exit, which drops what a pipe has not taken yet', () => {
    /** Help and usage lines, printed before anything else, and the wait itself. */
    const allowed = new Set(['cli/parse-command.ts', 'cli/finish.ts']);
    const scripts = ['', 'cli/'].flatMap((folder) =>
      readdirSync(join(ROOT, 'scripts', folder))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `${folder}${name}`),
    );
    expect(scripts).toContain('content-export.ts');
    expect(scripts).toContain('forms-export.ts');
    const exiting = scripts.filter(
      (script) => !allowed.has(script) && readFileSync(join(ROOT, 'scripts', script), 'utf8').includes('process.exit('),
    );
    expect(exiting).toEqual([]);
  });
});

/** A Content Management API that fails as `fail` says, echoing each request's headers in its error answers. */
function failingApi(fail: (path: string) => number): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const status = fail(path);
    const body =
      status === 200
        ? { data: { id: 'site', type: 'site', attributes: { name: 'Projet', locales: ['fr-CA', 'en-CA'] } } }
        : {
            data: [{ id: 'e', type: 'api_error', attributes: { code: 'INTERNAL', details: { echo: req.headers } } }],
          };
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-Echo': String(req.headers.authorization) });
    res.end(JSON.stringify(body));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe('content:export against a failing API', () => {
  const servers: Server[] = [];
  let atStart = '';
  let midway = '';
  beforeAll(async () => {
    const first = await failingApi(() => 500);
    const second = await failingApi((path) => (path === '/site' ? 200 : 502));
    servers.push(first.server, second.server);
    atStart = first.url;
    midway = second.url;
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

  it('reports the failure and never prints DATOCMS_CMA_TOKEN, not even inside the API error', async () => {
    const closed = await failingApi(() => 500);
    const closedUrl = closed.url;
    await new Promise((done) => closed.server.close(done));
    const cases: [string, string[]][] = [
      ['the project check answers 500, echoing the token', ['--api-url', atStart]],
      ['a read after the check answers 502, echoing the token', ['--dry-run', '--api-url', midway]],
      ['a write after the check answers 502', ['--api-url', midway]],
      ['nothing listens', ['--api-url', closedUrl]],
    ];
    countHostile('printers', cases.length);
    const outcomes = await Promise.all(
      cases.map(([, args]) => run([...EXPORT, ...args], { CONTENT_DIR: SMALL_CONTENT_DIR, DATOCMS_CMA_TOKEN: TOKEN })),
    );
    for (const [index, outcome] of outcomes.entries()) {
      const name = cases[index]?.[0];
      expect(outcome.code, name).toBe(1);
      expect(`${outcome.stdout}${outcome.stderr}`, name).not.toContain(TOKEN);
      expect(outcome.stderr, name).toMatch(/^content:export: /m);
    }
    expect(outcomes[0]?.stderr).toContain('500');
    expect(outcomes[0]?.stderr).toContain('Bearer <DATOCMS_CMA_TOKEN>');
    expect(outcomes[1]?.stderr).toContain('502');
  }, 120_000);

  it('refuses a Content Management API that is not https, unless on loopback, naming --api-url', async () => {
    const refused = [
      'http://cma.example.com/',
      'http://127.0.0.1.nip.example/',
      'http://localhost.example/',
      'http://[::ffff:127.0.0.1]:1/',
      'ftp://127.0.0.1/',
      'site-api.datocms.com',
      'javascript:alert(1)',
    ];
    countHostile('printers', refused.length);
    for (const url of refused) expect(() => cmaApiUrl(url), url).toThrow('--api-url: expected an https URL');
    for (const url of ['https://site-api.datocms.com', 'http://127.0.0.1:4000', 'http://localhost/', 'http://[::1]:80'])
      expect(cmaApiUrl(url)).toBe(url);
    const outcome = await run([...EXPORT, '--api-url', refused[0] as string], { DATOCMS_CMA_TOKEN: TOKEN });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('content:export: --api-url: expected an https URL');
    expect(outcome.stdout).toBe('');
  }, 60_000);
});

describe('the redaction of printed errors', () => {
  it("replaces each secret's value wherever an error carries it, in every form, with the variable's name", () => {
    const env = {
      DATOCMS_CMA_TOKEN: TOKEN,
      DATABASE_URL: 'postgres://site:p%40ss-w0rd-long@db.example:5432/forms',
      PUBLISH_TOKEN: 'publish "quoted" \\ token',
      SITE_URL: 'https://www.example.com',
    };
    const error = new Error(`GET ${env.SITE_URL}/site failed with ${TOKEN}`, {
      cause: Object.assign(new Error('connect failed for p@ss-w0rd-long'), {
        request: { headers: { authorization: `Bearer ${TOKEN}` } },
        url: `https://x.example/?token=${encodeURIComponent(env.PUBLISH_TOKEN)}`,
        body: JSON.stringify({ token: env.PUBLISH_TOKEN, database: env.DATABASE_URL }),
        nested: { deeper: { deepest: [{ value: env.PUBLISH_TOKEN }] } },
      }),
    });
    const printed = redactSecrets(inspect(error, { depth: 8 }), env);
    countHostile('printers', 7);
    for (const leak of [
      TOKEN,
      'publish \\\\"quoted\\\\"',
      'p%40ss-w0rd-long',
      'p@ss-w0rd-long',
      encodeURIComponent(env.PUBLISH_TOKEN),
      JSON.stringify(env.PUBLISH_TOKEN).slice(1, -1),
      inspect(env.PUBLISH_TOKEN).slice(1, -1),
    ])
      expect(printed).not.toContain(leak);
    expect(printed).toContain('Bearer <DATOCMS_CMA_TOKEN>');
    expect(printed).toContain('<DATABASE_URL>');
    expect(printed).toContain('<PUBLISH_TOKEN>');
    expect(printed).toContain('https://www.example.com');
  });
});
