import { defaultLocale, isLocale, type Locale } from '../config/locales.js';
import type { NewsletterMessage } from '../i18n/catalogue/newsletter.js';
import { translate } from '../i18n/messages.js';
import { BodyError, readBodyText } from '../http/body.js';
import { allowHeader, bodyFor, respond, TEXT_TYPE } from '../http/respond.js';
import type { OtherMethods, RouteHandler } from '../http/route-table.js';
import { buildPath } from '../routing/build-path.js';
import { PAGE_HEADERS } from './page-headers.js';
import { resultPage } from './result-page.js';
import type { FormsStore, StoredSubscriber } from './storage/forms-store.js';
import { checkLinkToken, confirmTokenIssuedAt, tokenSubscriberId, type LinkPurpose } from './subscription-links.js';

/** A link's POST carries at most RFC 8058's `List-Unsubscribe=One-Click`. */
const LINK_BODY_LIMIT = 1024;

/**
 * The newsletter's emailed links: `/api/newsletter/confirm?token=…` and `/api/newsletter/unsubscribe?token=…`. A GET
 * (a person, or a mail provider's link scanner) only shows a page with a button; the button's POST confirms or
 * unsubscribes, and so does a mail client's RFC 8058 one-click POST to the unsubscribe URL. The token is checked
 * against the subscriber's address; an expired confirmation link or a broken one gets a page saying so, in the
 * visitor's language, with the way to sign up again. Pages are never cached and send no Referer (the URL holds the
 * token).
 */
export function newsletterLinksApi({
  store,
  secret,
  siteOrigin = '',
  now = Date.now,
}: {
  store: FormsStore;
  secret: () => Promise<string>;
  /** The site's origin when the service runs on another one: the pages link back there. */
  siteOrigin?: string;
  now?: () => number;
}) {
  return (purpose: LinkPurpose): RouteHandler =>
    async ({ req, res, query }) => {
      const lang = query.get('lang');
      let locale: Locale = lang && isLocale(lang) ? lang : defaultLocale;
      const say = (key: NewsletterMessage, values?: Record<string, string>) =>
        translate(locale, `newsletter.${key}`, values);
      const page = (
        status: number,
        title: NewsletterMessage,
        line: string,
        { button, subscribe = false }: { button?: NewsletterMessage; subscribe?: boolean } = {},
      ) => {
        const links = [
          ...(subscribe ? [{ href: `${siteOrigin}${buildPath('newsletter', locale)}`, label: say('subscribe') }] : []),
          { href: `${siteOrigin}${buildPath('index', locale)}`, label: translate(locale, 'forms.result.home') },
        ];
        const html = resultPage({
          locale,
          title: say(title),
          lines: [line],
          links,
          ...(button ? { button: say(button) } : {}),
        });
        respond(
          res,
          status,
          { ...PAGE_HEADERS, 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' },
          bodyFor(req, html),
        );
      };
      try {
        if (req.method === 'POST') await readBodyText(req, LINK_BODY_LIMIT);
        const token = query.get('token') ?? '';
        const id = tokenSubscriberId(token);
        const subscriber: StoredSubscriber | null = id === null ? null : await store.subscriber(id);
        const check = subscriber ? checkLinkToken(await secret(), purpose, token, subscriber, now()) : 'invalid';
        if (!subscriber || check !== 'valid') {
          page(check === 'expired' ? 410 : 400, 'linkErrorTitle', say(check === 'expired' ? 'expired' : 'invalid'), {
            subscribe: true,
          });
          return;
        }
        if (!lang) locale = subscriber.language;
        const email = { email: subscriber.email };
        const at = new Date(now()).toISOString();
        if (purpose === 'unsubscribe') {
          if (req.method === 'POST') await store.unsubscribe(subscriber.id, at);
          if (req.method === 'POST' || subscriber.status === 'unsubscribed')
            page(200, 'unsubscribedTitle', say('unsubscribed'), { subscribe: true });
          else page(200, 'unsubscribeTitle', say('unsubscribePrompt', email), { button: 'unsubscribeButton' });
          return;
        }
        // A confirmed subscriber's new details wait for a link sent after they were asked for: a sign-up alone cannot
        // rewrite a confirmed subscriber.
        const change = subscriber.changeRequestedAt;
        const changeConfirmed = change !== null && confirmTokenIssuedAt(token) >= Date.parse(change);
        if (subscriber.status === 'unsubscribed')
          page(409, 'linkErrorTitle', say('wasUnsubscribed'), { subscribe: true });
        else if (subscriber.status === 'confirmed' && changeConfirmed) {
          if (req.method === 'POST') {
            await store.applyChange(subscriber.id, change, at);
            page(200, 'confirmedTitle', say('confirmed'));
          } else page(200, 'confirmTitle', say('confirmPrompt', email), { button: 'confirmButton' });
        } else if (subscriber.status === 'confirmed' || req.method === 'POST') {
          if (req.method === 'POST') await store.confirmSubscriber(subscriber.id, at);
          page(200, 'confirmedTitle', say('confirmed'));
        } else page(200, 'confirmTitle', say('confirmPrompt', email), { button: 'confirmButton' });
      } catch (error) {
        if (error instanceof BodyError) {
          respond(res, error.status, { 'Content-Type': TEXT_TYPE });
          return;
        }
        console.error(
          `[forms] newsletter ${purpose} link failed`,
          error instanceof Error ? error.message : 'unknown error',
        );
        respond(res, 500, { 'Content-Type': TEXT_TYPE, 'Cache-Control': 'no-store' });
      }
    };
}

/** A link answers GET (a page with a button), HEAD and POST (the button, or a one-click unsubscribe): 405 otherwise. */
export const linkMethods: OtherMethods = ({ res }, allowed) => respond(res, 405, allowHeader(allowed));
