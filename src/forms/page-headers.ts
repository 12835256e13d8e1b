import { securityHeaders } from '../http/security-headers.js';

/**
 * The headers of the service's own HTML pages (a form's result, the newsletter's confirm and unsubscribe pages): the
 * site's security headers (its Content-Security-Policy, framing by the site only, no sniffing), for pages that load
 * nothing from elsewhere (no tag manager, no search), never cached. HSTS is the host's: the service does not know
 * whether its clients came over HTTPS.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...securityHeaders({ tagManager: false, hostedSearch: false, https: false }),
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
};
