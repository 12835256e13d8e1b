/**
 * `npm run forms:export -- messages|subscribers [--out FILE]`: the stored contact messages or newsletter subscribers
 * as CSV (UTF-8 with a byte order mark, for spreadsheets), from DATABASE_URL's store; to stdout without --out.
 * Messages have a column per field of the contact form (its definition). Subscribers come with their status (only
 * `confirmed` ones may be mailed), their consent record and the unsubscribe link to put in each newsletter.
 */
import { writeFile } from 'node:fs/promises';
import { readConfig } from '../src/config/env.js';
import { csvLine } from '../src/forms/csv.js';
import { contactForm } from '../src/forms/definitions/contact-form.js';
import { fieldText, valueFields } from '../src/forms/definitions/value-fields.js';
import { openFormsStore } from '../src/forms/storage/open-forms-store.js';
import { linkToken, newsletterLink } from '../src/forms/subscription-links.js';
import { exitAfterOutput, printResult } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';

const { values, positionals } = parseCommand('forms:export');
const what = positionals[0];
if (what !== 'messages' && what !== 'subscribers') {
  console.error(
    'forms:export: say what to export: messages or subscribers (npm run forms:export -- messages [--out FILE])',
  );
  await exitAfterOutput(1);
}
const config = readConfig();
const store = await openFormsStore(config.database);
const secret = config.formsSecret ?? (await store.linkSecret());
const unsubscribeUrl = (row: { id: number; email: string; language: string }) =>
  newsletterLink(
    new URL(config.siteUrl).origin,
    'unsubscribe',
    linkToken(secret, 'unsubscribe', row, Date.now()),
    row.language,
  );
/** A message's fields, one column each, in the contact form's order. */
const contactFields = valueFields(contactForm).map(([name]) => name);
const lines =
  what === 'messages'
    ? [
        csvLine(['id', 'received_at', 'locale', ...contactFields]),
        ...(await store.contacts()).map((row) =>
          csvLine([row.id, row.receivedAt, row.locale, ...contactFields.map((name) => fieldText(row, name))]),
        ),
      ]
    : [
        csvLine([
          'email',
          'name',
          'language',
          'status',
          'consented_at',
          'consent_text',
          'source',
          'confirmed_at',
          'unsubscribed_at',
          'unsubscribe_url',
        ]),
        ...(await store.subscribers()).map((row) =>
          csvLine([
            row.email,
            row.name,
            row.language,
            row.status,
            row.receivedAt,
            row.consentText,
            row.source,
            row.confirmedAt,
            row.unsubscribedAt,
            unsubscribeUrl(row),
          ]),
        ),
      ];
await store.close();
const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
if (values.out) await writeFile(values.out, csv);
else await printResult(csv);
