import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { mailHeader, startSmtp, until, type TestSmtp } from '../support/smtp.js';
import { startFormsService, stopFormsService } from './forms-service-process.js';

const root = resolve(import.meta.dirname, '../..');
const SUBMISSIONS = 200;
/** Responses received before the service is killed: the rest are in flight or not yet sent. */
const KILL_AFTER = 60;

let work = '';
let smtp: TestSmtp | undefined;
let service: ChildProcess | undefined;

afterAll(async () => {
  service?.kill('SIGKILL');
  await smtp?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** One contact submission from its own loopback address (the service limits posts per client address). */
function submit(url: string, index: number): Promise<number> {
  const body = JSON.stringify({
    fname: 'Marie',
    lname: 'Tremblay',
    email: `client${index}@example.ca`,
    subject: 'Litige',
    message: `durability-${index}`,
    consent: true,
    locale: 'fr',
  });
  return new Promise((resolvePromise) => {
    const req = request(
      `${url}/api/contact`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolvePromise(res.statusCode ?? 0));
        res.on('error', () => resolvePromise(0));
      },
    );
    req.on('error', () => resolvePromise(0));
    req.end(body);
  });
}

describe('the submission service’s durability', () => {
  it('keeps every acknowledged submission exactly once through a SIGKILL, and emails each of them after a restart', async () => {
    work = await mkdtemp(join(tmpdir(), 'forms-durability-'));
    smtp = await startSmtp();
    const database = join(work, 'forms.sqlite');
    const env = {
      DATABASE_URL: database,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      FORMS_TO: 'accueil@cabinet.example',
      SITE_URL: 'https://www.example.test',
    };

    const first = await startFormsService(root, env);
    service = first.child;
    const acknowledged = new Set<number>();
    let answered = 0;
    const killed = new Promise<void>((done) => first.child.once('exit', () => done()));
    await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) => {
        const status = await submit(first.url, index);
        if (status === 201) acknowledged.add(index);
        if (++answered === KILL_AFTER) first.child.kill('SIGKILL');
      }),
    );
    await killed;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER - 1);
    expect(acknowledged.size).toBeLessThan(SUBMISSIONS);

    const second = await startFormsService(root, env);
    service = second.child;
    const deliveredIds = () => new Set(smtp?.received.map((mail) => mailHeader(mail.data, 'Message-ID')));
    await until(() => deliveredIds().size >= acknowledged.size, 60_000);
    await new Promise((done) => setTimeout(done, 500));
    await stopFormsService(second.child);
    service = undefined;

    const store = await openSqliteStore(database, { owner: true });
    const stored = await store.contacts();
    await store.close();
    const messages = stored.map((row) => row.message);
    expect(new Set(messages).size).toBe(messages.length);
    for (const index of acknowledged)
      expect(messages, `submission ${index} was acknowledged`).toContain(`durability-${index}`);

    const deliveries = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = mailHeader(mail.data, 'Message-ID') ?? '';
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    }
    expect([...deliveries.keys()].sort()).toEqual(stored.map((row) => `<contact-${row.id}@www.example.test>`).sort());
    // Delivery is at least once: only the one email in flight when the process died may have been sent twice.
    expect([...deliveries.values()].filter((count) => count > 1).length).toBeLessThanOrEqual(1);
  }, 120_000);
});
