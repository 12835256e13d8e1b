import { translate } from '../i18n/messages.js';
import type { StoredContact } from './storage/forms-store.js';

/**
 * The email a contact message becomes for the firm: plain text only (whatever markup a visitor typed stays inert
 * text), the visitor as Reply-To, and a Message-ID made from the row's id so that a message sent twice after a crash
 * is recognizable as one.
 */
export function contactEmail(message: StoredContact, { from, to, domain }: { from: string; to: string; domain: string }) {
  const label = (key: Parameters<typeof translate>[1]) => translate('fr', key);
  const lines = [
    [label('forms.fname'), message.fname],
    [label('forms.lname'), message.lname],
    [label('forms.email'), message.email],
    [label('forms.phone'), message.phone ?? '—'],
    [label('forms.business'), message.business ?? '—'],
    [label('forms.subject'), message.subject],
    ['Langue', message.locale === 'fr' ? 'français' : 'anglais'],
    ['Reçu le', message.receivedAt],
  ].map(([name, value]) => `${name}\u00a0: ${value}`);
  return {
    from,
    to,
    replyTo: message.email,
    subject: `[Site] ${message.subject} — ${message.fname} ${message.lname}`,
    text: `${lines.join('\n')}\n\n${message.message}\n`,
    messageId: `<contact-${message.id}@${domain}>`,
  };
}
