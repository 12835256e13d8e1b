import { defaultLocale, locales } from '../config/locales.js';
import { translate } from '../i18n/messages.js';
import { contactForm } from './definitions/contact-form.js';
import { fieldText, valueFields } from './definitions/value-fields.js';
import type { StoredContact } from './storage/forms-store.js';

const fields = valueFields(contactForm);
/** The firm reads its email in the site's default language. */
const firm = defaultLocale;
const languageNames = new Intl.DisplayNames([locales[firm].iso], { type: 'language' });

/**
 * The email a contact message becomes for the firm: plain text only (whatever markup a visitor typed stays inert
 * text), each one-line field of the form on its line (the schema refuses line breaks in them) under its label in the
 * site's default language (“—” when left empty), the long ones (`textarea`) as the body, the visitor as Reply-To, and
 * a Message-ID made from the row's id so that a message sent twice after a crash is recognizable as one.
 */
export function contactEmail(
  message: StoredContact,
  { from, to, domain }: { from: string; to: string; domain: string },
) {
  const lines = [
    ...fields
      .filter(([, field]) => field.type !== 'textarea')
      .map(([name, field]) => [translate(firm, field.label), fieldText(message, name) ?? '—']),
    [translate(firm, 'forms.mail.language'), languageNames.of(locales[message.locale].code) ?? message.locale],
    [translate(firm, 'forms.mail.receivedAt'), message.receivedAt],
  ].map(([name, value]) => `${name}\u00a0: ${value}`);
  const body = fields
    .filter(([, field]) => field.type === 'textarea')
    .map(([name]) => `\n${fieldText(message, name) ?? ''}\n`);
  return {
    from,
    to,
    replyTo: message.email,
    subject: `[Site] ${message.subject} — ${message.fname} ${message.lname}`,
    text: `${lines.join('\n')}\n${body.join('')}`,
    messageId: `<contact-${message.id}@${domain}>`,
  };
}
