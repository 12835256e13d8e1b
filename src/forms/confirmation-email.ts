import type { NewsletterMessage } from '../i18n/catalogue/newsletter.js';
import { translate } from '../i18n/messages.js';
import type { StoredSubscriber } from './storage/forms-store.js';
import { CONFIRM_LINK_DAYS } from './subscription-links.js';

/**
 * The double opt-in email: in the subscriber's language, plain text, the confirmation link (valid
 * {@link CONFIRM_LINK_DAYS} days) and an unsubscribe link, also as RFC 8058 one-click headers (`List-Unsubscribe` +
 * `List-Unsubscribe-Post`) that mail clients show as an unsubscribe button. The Message-ID names the sign-up (row and
 * time, or the time of the change a confirmed subscriber's sign-up asked for), so a retry after a crash is recognizable
 * as the same email.
 */
export function confirmationEmail(
  subscriber: StoredSubscriber,
  {
    from,
    domain,
    confirmUrl,
    unsubscribeUrl,
  }: { from: string; domain: string; confirmUrl: string; unsubscribeUrl: string },
) {
  const say = (key: NewsletterMessage, values?: Record<string, string | number>) =>
    translate(subscriber.language, `newsletter.${key}`, values);
  const text = [
    say('emailGreeting'),
    '',
    say('emailIntro'),
    confirmUrl,
    '',
    say('emailExpiry', { days: CONFIRM_LINK_DAYS }),
    say('emailIgnore'),
    '',
    say('emailUnsubscribe'),
    unsubscribeUrl,
    '',
  ].join('\n');
  return {
    from,
    to: subscriber.email,
    subject: say('emailSubject'),
    text,
    messageId: `<newsletter-confirm-${subscriber.id}-${Date.parse(subscriber.changeRequestedAt ?? subscriber.receivedAt)}@${domain}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
