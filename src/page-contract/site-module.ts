import type { PageMessages } from '../i18n/page-messages.js';
import type { SiteData } from './site-data.js';

/**
 * What every page of one language shares and the browser needs to hydrate: the language's site data and interface
 * messages. A build writes it once per language as a small JavaScript module named by the build's shell
 * ({@link siteModulePath}), which every page of the language names and browsers keep (immutable): a page's HTML no
 * longer carries ~12 K characters of the same JSON (docs/decisions/site-module.md). The 404 pages and the pages of servers that
 * render on request (dev, preview) carry the same data inline (renderer/InlineSiteData.tsx).
 */
export interface SiteModule {
  site: SiteData;
  messages: PageMessages;
}

/** The folder of the site modules in a build's output (cached as immutable: cache-policy.ts). */
export const SITE_MODULE_FOLDER = '/_site/';

/**
 * The URL path of a language's site module: the shell is a hash of the code and of every language's site data (the
 * messages are code), so a new name whenever what the module holds changes. The browser finds it from the page's
 * payload (its shell and language) as the build names it.
 */
export function siteModulePath({ locale, shell }: Pick<SiteData, 'locale' | 'shell'>): string {
  return `${SITE_MODULE_FOLDER}${locale}.${shell}.js`;
}

const MODULE_START = 'export default ';
const MODULE_END = ';\n';

/** The module's text: its data as one JSON value (JSON.parse-able once the export around it is cut). */
export function siteModuleText(module: SiteModule): string {
  return `${MODULE_START}${JSON.stringify(module)}${MODULE_END}`;
}

/** The data of a site module's text ({@link siteModuleText}), for the tools that read a build's output. */
export function parseSiteModuleText(text: string): SiteModule {
  if (!text.startsWith(MODULE_START) || !text.endsWith(MODULE_END)) throw new Error('Not a site module');
  return JSON.parse(text.slice(MODULE_START.length, -MODULE_END.length)) as SiteModule;
}
