import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_MODULE_ATTRIBUTE } from '../../renderer/client-modules.js';
import { parseSiteModuleText, type SiteModule } from '../page-contract/site-module.js';

const SITE_MODULE_REFERENCE = new RegExp(`\\s${SITE_MODULE_ATTRIBUTE}="([^"]+)"`);

/** The URL path of the site module a built page's HTML names, if it names one. */
export function pageSiteModulePath(html: string): string | undefined {
  return SITE_MODULE_REFERENCE.exec(html)?.[1];
}

/** The site data and messages of a built page: its language's site module in the output folder `distDir`. */
export async function readPageSiteModule(distDir: string, html: string, page: string): Promise<SiteModule> {
  const path = pageSiteModulePath(html);
  if (!path) throw new Error(`${page} names no site module`);
  return parseSiteModuleText(await readFile(join(distDir, path), 'utf8'));
}
