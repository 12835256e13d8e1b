import { translate } from '../i18n/messages.js';
import { contactForm } from './definitions/contact-form.js';
import { fieldText, valueFields } from './definitions/value-fields.js';
import type { StoredContact } from './storage/forms-store.js';

const fields = valueFields(contactForm);

/**
 * The email a contact message becomes for the firm: plain text only (whatever markup a visitor typed stays inert
 * text), each field of the form on its line under its French label (“—” when left empty) and the long ones
 * (`textarea`) as the body, the visitor as Reply-To, and a Message-ID made from the row's id so that a message sent
 * twice after a crash is recognizable as one.
 */
export function contactEmail(message: StoredContact, { from, to, domain }: { from: string; to: string; domain: string }) {
  const lines = [
    ...fields.filter(([, field]) => field.type !== 'textarea').map(([name, field]) => [translate('fr', field.label), fieldText(message, name) ?? '—']),
    ['Langue', message.locale === 'fr' ? 'français' : 'anglais'],
    ['Reçu le', message.receivedAt],
  ].map(([name, value]) => `${name}\u00a0: ${value}`);
  const body = fields.filter(([, field]) => field.type === 'textarea').map(([name]) => `\n${fieldText(message, name) ?? ''}\n`);
  return {
    from,
    to,
    replyTo: message.email,
    subject: `[Site] ${message.subject} — ${message.fname} ${message.lname}`,
    text: `${lines.join('\n')}\n${body.join('')}`,
    messageId: `<contact-${message.id}@${domain}>`,
  };
}
