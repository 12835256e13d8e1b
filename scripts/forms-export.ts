/**
 * `npm run forms:export -- messages|subscribers [--out FILE]`: the stored contact messages or newsletter subscribers
 * as CSV (UTF-8 with a byte order mark, for spreadsheets), from DATABASE_URL's store; to stdout without --out.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config/env.js';
import { csvLine } from '../src/forms/csv.js';
import { openSqliteStore } from '../src/forms/storage/sqlite-store.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const what = positionals[0];
if (what !== 'messages' && what !== 'subscribers') {
  console.error('forms:export: say what to export: messages or subscribers (npm run forms:export -- messages [--out FILE])');
  process.exit(1);
}
const store = openSqliteStore(readConfig().databaseFile);
const lines =
  what === 'messages'
    ? [
        csvLine(['id', 'received_at', 'locale', 'fname', 'lname', 'email', 'phone', 'business', 'subject', 'message']),
        ...(await store.contacts()).map((row) => csvLine([row.id, row.receivedAt, row.locale, row.fname, row.lname, row.email, row.phone, row.business, row.subject, row.message])),
      ]
    : [
        csvLine(['email', 'name', 'language', 'consented_at', 'consent_text']),
        ...(await store.subscribers()).map((row) => csvLine([row.email, row.name, row.language, row.receivedAt, row.consentText])),
      ];
await store.close();
const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
if (values.out) await writeFile(values.out, csv);
else process.stdout.write(csv);
