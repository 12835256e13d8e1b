import { bodyFor, respond } from '../http/respond.js';
import type { Route } from '../http/route-table.js';
import { formKinds } from './definitions/forms.js';
import { FORM_ENDPOINTS } from './form-endpoints.js';
import { formsApi, sentPage, type FormsApiOptions } from './forms-api.js';
import { linkMethods, newsletterLinksApi } from './newsletter-links-api.js';
import { PAGE_HEADERS } from './page-headers.js';
import { NEWSLETTER_LINKS, type LinkPurpose } from './subscription-links.js';

const purposes = Object.keys(NEWSLETTER_LINKS) as LinkPurpose[];

/**
 * The submission service's routes, to serve beside a site (forms-server.ts): the newsletter's emailed links (confirm,
 * unsubscribe), signed with `linkSecret` (FORMS_SECRET, else the database's), and, for each form, its endpoint (a
 * post, or a browser's preflight) and the page its plain posts land on. Paths are compared as sent: the service's
 * paths are plain ASCII (no decoding, and `//host/…` is a path, not an authority). A method the result page does not
 * answer passes to the site, as any other path does.
 */
export function formsRoutes(options: FormsApiOptions & { linkSecret?: string | undefined }): Route[] {
  const api = formsApi(options);
  let secret: Promise<string> | undefined;
  const link = newsletterLinksApi({
    store: options.store,
    ...(options.siteOrigin ? { siteOrigin: options.siteOrigin } : {}),
    secret: () => (secret ??= options.linkSecret ? Promise.resolve(options.linkSecret) : options.store.linkSecret()),
    ...(options.now ? { now: options.now } : {}),
  });
  return [
    ...purposes.map(
      (purpose): Route => ({
        method: ['GET', 'HEAD', 'POST'],
        path: NEWSLETTER_LINKS[purpose],
        handle: link(purpose),
        otherMethods: linkMethods,
      }),
    ),
    ...formKinds.flatMap((kind): Route[] => [
      { method: 'POST', path: FORM_ENDPOINTS[kind], handle: api.submit(kind), otherMethods: api.otherMethods(kind) },
      { method: 'OPTIONS', path: FORM_ENDPOINTS[kind], handle: api.preflight },
      {
        method: ['GET', 'HEAD'],
        path: `${FORM_ENDPOINTS[kind]}/sent`,
        handle: ({ req, res, query }) =>
          respond(res, 200, PAGE_HEADERS, bodyFor(req, sentPage(kind, query.get('lang'), options.siteOrigin))),
        otherMethods: 'not-found',
      },
    ]),
  ];
}
