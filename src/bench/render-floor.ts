import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import type { PagePayload } from '../page-contract/payload.js';
import type { SiteData } from '../page-contract/site-data.js';
import { siteModulePath } from '../page-contract/site-module.js';
import { readPageSiteModule } from './page-site-module.js';

/**
 * The render floor: seconds to render every built page again with the real templates and plain renderToString,
 * in one thread, from the payloads the build wrote (no fetching, no writing).
 */
export async function renderFloorSeconds(
  server: ServerBundle,
  distDir: string,
  pagePaths: readonly string[],
): Promise<number> {
  const sites = new Map<string, { site: SiteData; siteModule: string }>();
  const work: { payload: PagePayload; site: SiteData; siteModule: string }[] = [];
  for (const path of pagePaths) {
    const payload = JSON.parse(await readFile(join(distDir, path, 'payload.json'), 'utf8')) as PagePayload;
    let language = sites.get(payload.route.locale);
    if (!language) {
      const { site } = await readPageSiteModule(
        distDir,
        await readFile(join(distDir, path, 'index.html'), 'utf8'),
        path,
      );
      language = { site, siteModule: siteModulePath(site) };
      sites.set(payload.route.locale, language);
    }
    work.push({ payload, ...language });
  }
  const assets = { boot: '/assets/boot.js', modules: ['/assets/entry.js'], css: [] };
  const started = performance.now();
  for (const { payload, site, siteModule } of work) {
    const page = server.pages[payload.page];
    if (!page) throw new Error(`Unknown page type ${payload.page}`);
    server.renderDocument({ site, payload, Page: page.Page, assets, siteModule });
  }
  return (performance.now() - started) / 1000;
}
