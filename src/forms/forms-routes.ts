import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOfTarget, searchOfTarget } from '../http/request-path.js';
import { formKinds } from './definitions/forms.js';
import { FORM_ENDPOINTS } from './form-endpoints.js';
import { formsApi, sentPage, type FormsApiOptions } from './forms-api.js';
import { newsletterLinksApi } from './newsletter-links-api.js';
import { PAGE_HEADERS } from './page-headers.js';
import { NEWSLETTER_LINKS, type LinkPurpose } from './subscription-links.js';

const purposes = Object.keys(NEWSLETTER_LINKS) as LinkPurpose[];

/**
 * The submission service's routes beside a site: each form's endpoint and the page its plain posts land on, and the
 * newsletter's emailed links (confirm, unsubscribe), signed with `linkSecret` (FORMS_SECRET, else the database's).
 * Returns false for any other path, for the caller to serve.
 */
export function formsRoutes(
  options: FormsApiOptions & { linkSecret?: string | undefined },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const handle = formsApi(options);
  let secret: Promise<string> | undefined;
  const links = newsletterLinksApi({
    store: options.store,
    ...(options.siteOrigin ? { siteOrigin: options.siteOrigin } : {}),
    secret: () => (secret ??= options.linkSecret ? Promise.resolve(options.linkSecret) : options.store.linkSecret()),
    ...(options.now ? { now: options.now } : {}),
  });
  return (req, res) => {
    // The request's own path, compared as sent: the service's paths are plain ASCII (no decoding, and `//host/…` is a
    // path, not an authority).
    const path = pathOfTarget(req.url ?? '/');
    for (const purpose of purposes) {
      if (path === NEWSLETTER_LINKS[purpose]) {
        void links(req, res, purpose);
        return true;
      }
    }
    for (const kind of formKinds) {
      if (path === FORM_ENDPOINTS[kind]) {
        void handle(req, res, kind);
        return true;
      }
      if (path === `${FORM_ENDPOINTS[kind]}/sent` && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, PAGE_HEADERS);
        res.end(
          req.method === 'HEAD'
            ? undefined
            : sentPage(kind, new URLSearchParams(searchOfTarget(req.url ?? '/')).get('lang'), options.siteOrigin),
        );
        return true;
      }
    }
    return false;
  };
}
