import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../config/env.js';
import { HEADERS_FILE, printHeadersFile } from '../../hosting/headers-file.js';
import { hostHeaderRules, hostRedirectRules } from '../../hosting/host-rules.js';
import { printRedirectsFile, REDIRECTS_FILE } from '../../hosting/redirects-file.js';

/**
 * Stage 6 (with the manifests): the host's configuration, `_headers` and `_redirects` as Netlify and Cloudflare
 * Pages read them, from the route table, the configuration and the hashes of the pages' inline scripts (the server
 * bundle's `inlineScriptHashes`); `npm run serve` applies the same files.
 */
export async function hostingStage({
  staging,
  config,
  scriptHashes,
}: {
  staging: string;
  config: SiteConfig;
  scriptHashes: readonly string[];
}): Promise<void> {
  const headers = hostHeaderRules({
    tagManager: config.gtmId !== undefined,
    hostedSearch: config.algoliaAppId !== undefined,
    searchHost: config.algoliaHost,
    formsOrigin: config.formsApiUrl,
    scriptHashes,
    https: config.siteUrl.startsWith('https:'),
  });
  await writeFile(join(staging, HEADERS_FILE), printHeadersFile(headers));
  await writeFile(join(staging, REDIRECTS_FILE), printRedirectsFile(hostRedirectRules()));
}
