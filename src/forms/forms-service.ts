import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteConfig } from '../config/env.js';
import { formsRoutes } from './forms-routes.js';
import { openSqliteStore } from './storage/sqlite-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The submission service of a configuration: its store (DATABASE_URL), its routes (the site's origin allowed), and
 * the daily purge of contact messages older than FORMS_RETENTION_DAYS (Law 25), run at start too.
 */
export function createFormsService(config: Pick<SiteConfig, 'siteUrl' | 'databaseFile' | 'formsRetentionDays'>) {
  const store = openSqliteStore(config.databaseFile);
  const purge = () =>
    store.purge(new Date(Date.now() - config.formsRetentionDays * DAY_MS).toISOString()).then(
      (count) => count > 0 && console.log(`[forms] purged ${count} contact message(s) older than ${config.formsRetentionDays} days`),
      (error: unknown) => console.error('[forms] purge failed', error instanceof Error ? error.message : 'unknown error'),
    );
  void purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  const routes = formsRoutes({ store, allowedOrigins: [new URL(config.siteUrl).origin] });
  return {
    store,
    /** Answers the service's paths; false for any other. */
    handle: (req: IncomingMessage, res: ServerResponse): boolean => routes(req, res),
    async close() {
      clearInterval(timer);
      await store.close();
    },
  };
}
