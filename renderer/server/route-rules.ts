import type { BuildMeta } from '../../src/page-contract/build-manifest.js';
import { cacheRules } from '../../src/hosting/cache-policy.js';

/** How a CDN should serve the output: the cache rules the local server applies (src/hosting/cache-policy.ts). */
export function routeRules(): BuildMeta['routeRules'] {
  return Object.fromEntries(
    cacheRules.map(({ pattern, cacheControl }) => [
      pattern.replace(/\*$/, '**'),
      { headers: { 'cache-control': cacheControl } },
    ]),
  );
}
