import { confirmationEmail } from './confirmation-email.js';
import { contactEmail } from './contact-email.js';
import type { EmailComposers } from './email-outbox.js';
import type { FormsStore } from './storage/forms-store.js';
import { linkToken, newsletterLink } from './subscription-links.js';

/**
 * What the service emails, from `forms@{site host}`: contact messages to the firm (FORMS_TO), and confirmation links to
 * newsletter sign-ups, signed with FORMS_SECRET or the database's own secret, on the service's public origin
 * (`serviceUrl`: FORMS_API_URL, else the site's).
 */
export function formsEmails({
  store,
  siteUrl,
  serviceUrl = siteUrl,
  formsTo,
  secret,
  now = Date.now,
}: {
  store: FormsStore;
  siteUrl: string;
  serviceUrl?: string;
  formsTo: string;
  secret?: string | undefined;
  now?: () => number;
}): EmailComposers {
  const { hostname: domain } = new URL(siteUrl);
  const { origin } = new URL(serviceUrl);
  const from = `Site web <forms@${domain}>`;
  let linkSecret: Promise<string> | undefined;
  return {
    contact: (message) => contactEmail(message, { from, to: formsTo, domain }),
    confirmation: async (subscriber) => {
      linkSecret ??= secret ? Promise.resolve(secret) : store.linkSecret();
      const key = await linkSecret;
      const link = (purpose: 'confirm' | 'unsubscribe') =>
        newsletterLink(origin, purpose, linkToken(key, purpose, subscriber, now()), subscriber.language);
      return confirmationEmail(subscriber, {
        from,
        domain,
        confirmUrl: link('confirm'),
        unsubscribeUrl: link('unsubscribe'),
      });
    },
  };
}
