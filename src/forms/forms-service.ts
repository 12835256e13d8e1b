import { createTransport } from 'nodemailer';
import type { SiteConfig } from '../config/env.js';
import { startEmailOutbox } from './email-outbox.js';
import { formsEmails } from './forms-emails.js';
import { formsRoutes } from './forms-routes.js';
import { openFormsStore } from './storage/open-forms-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The submission service of a configuration: its store (DATABASE_URL), its routes (the site's origin allowed), the
 * email outbox when SMTP_URL and FORMS_TO are set (contact messages to the firm, newsletter confirmations to visitors;
 * they wait in the store otherwise), and the daily purge of contact messages older than FORMS_RETENTION_DAYS
 * (Law 25), run at start too.
 */
export async function createFormsService(
  config: Pick<
    SiteConfig,
    'siteUrl' | 'database' | 'formsRetentionDays' | 'smtpUrl' | 'formsTo' | 'formsSecret' | 'formsApiUrl' | 'trustProxy'
  >,
) {
  const store = await openFormsStore(config.database, { owner: true });
  const outbox =
    config.smtpUrl && config.formsTo
      ? startEmailOutbox({
          store,
          transport: createTransport(config.smtpUrl),
          compose: formsEmails({
            store,
            siteUrl: config.siteUrl,
            serviceUrl: config.formsApiUrl ?? config.siteUrl,
            formsTo: config.formsTo,
            secret: config.formsSecret,
          }),
        })
      : null;
  const purge = () =>
    store.purge(new Date(Date.now() - config.formsRetentionDays * DAY_MS).toISOString()).then(
      (count) =>
        count > 0 &&
        console.log(`[forms] purged ${count} contact message(s) older than ${config.formsRetentionDays} days`),
      (error: unknown) =>
        console.error('[forms] purge failed', error instanceof Error ? error.message : 'unknown error'),
    );
  void purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  const routes = formsRoutes({
    store,
    allowedOrigins: [new URL(config.siteUrl).origin],
    linkSecret: config.formsSecret,
    trustProxy: config.trustProxy,
    ...(config.formsApiUrl ? { siteOrigin: new URL(config.siteUrl).origin } : {}),
    onStored: () => void outbox?.kick(),
  });
  return {
    store,
    /** The service's routes, for a server that answers them (forms-server.ts). */
    routes,
    async close() {
      clearInterval(timer);
      await outbox?.stop();
      await store.close();
    },
  };
}
