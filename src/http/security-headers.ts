/**
 * The security headers every response of the site carries, from one place: the build writes them into the host's
 * `_headers` file (src/hosting/host-rules.ts), which `serve` and `publish:serve` apply, and the servers that render
 * on request (preview) send them directly. The Content-Security-Policy follows what the pages load from other
 * origins ({@link PolicyOptions}); HSTS is added over HTTPS only.
 */
import { TAG_MANAGER_ORIGIN } from '../analytics/tag-manager.js';

/** What the pages load from elsewhere than their own origin, which the Content-Security-Policy must allow. */
export interface PolicyOptions {
  /** The tag manager is configured (GTM_ID): its script, beacons and pixels are allowed. */
  tagManager: boolean;
  /** Hosted search is configured (ALGOLIA_APP_ID): the browser queries Algolia's hosts. */
  hostedSearch: boolean;
  /** ALGOLIA_HOST: the origin answering Algolia's API instead of Algolia's hosts. */
  searchHost?: string | undefined;
  /** FORMS_API_URL: the forms' submission service when it is elsewhere: the pages post and fetch there. */
  formsOrigin?: string | undefined;
  /** Origins that may show the pages in a frame besides the site itself (the CMS's preview plugin). */
  frameAncestors?: readonly string[];
  /** The `sha256-…` sources of the pages' executable inline scripts (the server bundle's `inlineScriptHashes`). */
  scriptHashes?: readonly string[];
}

const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const ALGOLIA = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
/** Video streams and their posters (Mux, as DatoCMS serves uploaded videos). */
const VIDEO = ['https://stream.mux.com', 'https://image.mux.com'];

/**
 * The Content-Security-Policy every page is served under. Scripts: only the site's own files and the inline scripts
 * of `scriptHashes` (the language script first in the head of `/`; the other inline `<script>`s are JSON data blocks),
 * plus the tag manager when configured; no `unsafe-inline`, no `unsafe-eval`. Styles allow inline `style` attributes (the images' blurred placeholders).
 * Images come from the site, data URLs and any HTTPS image CDN (the content's uploads are served by the CMS's CDN);
 * hls.js plays streams from a blob worker.
 */
export function contentSecurityPolicy({
  tagManager,
  hostedSearch,
  searchHost,
  formsOrigin,
  frameAncestors = [],
  scriptHashes = [],
}: PolicyOptions): string {
  const forms = formsOrigin ? [formsOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:', ...VIDEO],
    'connect-src': [
      "'self'",
      ...forms,
      ...VIDEO,
      ...(hostedSearch ? (searchHost ? [searchHost] : ALGOLIA) : []),
      ...(tagManager ? [TAG_MANAGER_ORIGIN, ...ANALYTICS] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...forms],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** HSTS for two years with subdomains: sent by the host over HTTPS only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The security headers of every response: the policy above, framing by the site itself only, no MIME sniffing, the
 * origin only as referrer to other sites, no powerful features the site does not use, and HSTS when the site is
 * served over HTTPS.
 */
export function securityHeaders(options: PolicyOptions & { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
