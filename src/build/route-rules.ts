import type { BuildMeta } from '../runtime/build-manifest.js';

const immutable = { 'cache-control': 'public, max-age=31536000, immutable' };
const revalidate = { 'cache-control': 'no-cache' };

/** How a CDN should serve the output: the same rules the local server applies (src/server/cache-policy.ts). */
export function routeRules(): BuildMeta['routeRules'] {
  return {
    '/assets/**': { headers: immutable },
    '/_img/**': { headers: immutable },
    '/builds/meta/**': { headers: immutable },
    '/builds/latest.json': { headers: revalidate },
    '/**/payload.json': { headers: revalidate },
    '/**': { headers: revalidate },
  };
}
