import { createHash } from 'node:crypto';
import type { SiteData } from '../../src/page-contract/site-data.js';

/** A language's site data before the build's shell is known (load-site-data.ts). */
export type SiteContent = Omit<SiteData, 'shell'>;

/**
 * The shell of a build's pages (SiteData): a hash of its code's version and of every language's site data, so it
 * changes with the code, the site-wide content (menus, footer, site settings) and the date, never with a page's
 * content. Two builds of the same shell render an unchanged page to the same bytes.
 */
export function siteShell(code: string, sites: readonly SiteContent[]): string {
  return createHash('sha256').update(JSON.stringify({ code, sites })).digest('base64url').slice(0, 22);
}
