import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultLocale, isLocale, type Locale } from '../config/locales.js';
import { translate, type MessageKey } from '../i18n/messages.js';
import type { MessageValues } from '../i18n/translator.js';
import { BodyError, readFormBody, readJsonBody } from '../http/body.js';
import { sendJson } from '../http/json-response.js';
import { respond } from '../http/respond.js';
import type { OtherMethods, RouteHandler } from '../http/route-table.js';
import { normalizePath } from '../http/request-path.js';
import { buildPath } from '../routing/build-path.js';
import { clientAddress } from '../http/forwarded.js';
import { forms, type FormKind } from './definitions/forms.js';
import { fieldMessage } from './field-message.js';
import { FORM_ENDPOINTS } from './form-endpoints.js';
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_FIELD } from './form-fields.js';
import { fieldErrors, formSchemas, formValues } from './form-schemas.js';
import { PAGE_HEADERS } from './page-headers.js';
import { createRateLimiter } from './rate-limiter.js';
import { resultPage } from './result-page.js';
import type { FormsStore } from './storage/forms-store.js';

/** The largest body accepted: a 5,000-character message in any script, with every other field at its longest. */
export const FORMS_BODY_LIMIT = 32 * 1024;
/** Submissions per client address and form in {@link RATE_WINDOW_MS}. */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 10 * 60 * 1000;

export interface FormsApiOptions {
  store: FormsStore;
  /** Origins whose pages may post (the site's); a request from another origin gets a 403. */
  allowedOrigins: readonly string[];
  /** Called once a submission is stored (the email outbox sends at once instead of at its next pass). */
  onStored?: (kind: FormKind) => void;
  /** TRUST_PROXY: proxies before the service, for the client address that rate limiting counts by. Default 0. */
  trustProxy?: number;
  /** The site's origin when the service runs on another one (FORMS_API_URL): its pages link back there. Default: relative links. */
  siteOrigin?: string;
  now?: () => number;
}

class FormError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly values?: MessageValues,
  ) {
    super(key);
  }
}

/** The longest source path kept. */
const SOURCE_MAX = 300;

/**
 * The site path of the page a form was sent from, for the consent record: its Referer's path when the Referer is on
 * an origin allowed to post (`sameSite`), normalized, without its query, at most {@link SOURCE_MAX} characters; null
 * otherwise (no Referer, another site's, or a path that is not a plain one).
 */
function sourceOf(req: IncomingMessage, sameSite: (origin: string) => boolean): string | null {
  const referer = req.headers.referer;
  if (typeof referer !== 'string' || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (!sameSite(url.origin)) return null;
  const path = normalizePath(url.pathname);
  return path.ok && !path.hadDotSegments && path.path.length <= SOURCE_MAX && !/\p{Cc}/u.test(path.path)
    ? path.path
    : null;
}

/** What a post is: JSON from the page's script, or a plain HTML form (no JavaScript: the answer is a page). */
function postKind(req: IncomingMessage): 'json' | 'form' | null {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/**
 * The submission service: `POST /api/contact` and `POST /api/newsletter`, as JSON (the page's script) or as a plain
 * form post (no JavaScript: a 303 to a result page on success, a localized page listing the errors otherwise). It
 * validates with the same schema as the browser, drops spam quietly (a filled honeypot, or a form sent within
 * {@link MIN_FILL_MS} of appearing: answered like a success, stored nowhere), limits each client to
 * {@link RATE_LIMIT} posts per form in ten minutes (429 with Retry-After), refuses other origins (403), and answers
 * 2xx only once the submission is stored. Every refusal is a message in the visitor's language. Its handlers, for
 * forms-routes.ts: each form's submission, the browser's preflight, and the 405 of other methods.
 */
export function formsApi({
  store,
  allowedOrigins,
  onStored,
  trustProxy = 0,
  siteOrigin = '',
  now = Date.now,
}: FormsApiOptions) {
  const limiter = createRateLimiter({ limit: RATE_LIMIT, windowMs: RATE_WINDOW_MS, now });
  const allowed = new Set(allowedOrigins);

  /** The site's configured origins, and the service's own (a page it serves posts to the same host). */
  const isAllowed = (origin: string, req: IncomingMessage) => {
    if (allowed.has(origin)) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };

  async function accept(req: IncomingMessage, kind: FormKind, locale: Locale, fields: Record<string, unknown>) {
    const started = Number(fields[STARTED_FIELD]);
    const spam =
      Boolean(fields[HONEYPOT_FIELD]) || (Number.isFinite(started) && started > 0 && now() - started < MIN_FILL_MS);
    const parsed = formSchemas[kind].safeParse(formValues(kind, fields));
    if (!parsed.success) return { errors: fieldErrors(kind, parsed.error) };
    const limited = limiter.take(`${kind}\0${clientAddress(req, trustProxy)}`);
    if (!limited.allowed) throw new FormError(429, 'forms.error.rateLimited', { seconds: limited.retryAfterSeconds });
    if (spam) return { errors: {} };
    const source = sourceOf(req, (origin) => isAllowed(origin, req));
    const context = {
      receivedAt: new Date(now()).toISOString(),
      locale,
      consentText: translate(locale, forms[kind].fields.consent.label),
      source,
    };
    if (kind === 'contact') await store.saveContact(formSchemas.contact.parse(parsed.data), context);
    else await store.saveSubscriber(formSchemas.newsletter.parse(parsed.data), context);
    onStored?.(kind);
    return { errors: {} };
  }

  /** The origin a request came from and the CORS headers its answers carry (the origin echoed when allowed). */
  function originOf(req: IncomingMessage) {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const originAllowed = origin === undefined || isAllowed(origin, req);
    const cors: Record<string, string> =
      origin && originAllowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
    return { origin, originAllowed, cors };
  }

  /**
   * The answers to one request of form `kind`: JSON with CORS headers to the page's script, a page in `locale()` to a
   * plain form post.
   */
  function answerer(req: IncomingMessage, res: ServerResponse, kind: FormKind, locale: () => Locale) {
    const as = postKind(req);
    const { cors } = originOf(req);
    return (
      status: number,
      body: { ok: boolean; message: string; errors?: Record<string, string> },
      headers: Record<string, string> = {},
    ) => {
      if (as !== 'form') {
        sendJson(res, status, body, { ...cors, ...headers, 'Cache-Control': 'no-store' });
        return;
      }
      const back = `${siteOrigin}${buildPath(forms[kind].page, locale())}`;
      const title = translate(locale(), body.ok ? 'forms.result.sentTitle' : 'forms.result.errorTitle');
      const lines =
        body.errors && Object.keys(body.errors).length > 0
          ? [body.message, ...Object.values(body.errors)]
          : [body.message];
      const links = [
        { href: back, label: translate(locale(), 'forms.result.back') },
        { href: `${siteOrigin}${buildPath('index', locale())}`, label: translate(locale(), 'forms.result.home') },
      ];
      respond(res, status, { ...headers, ...PAGE_HEADERS }, resultPage({ locale: locale(), title, lines, links }));
    };
  }

  /** A browser's preflight: 204 for the site's origins, 403 for others; posts only, with a JSON body. */
  const preflight: RouteHandler = ({ req, res }) => {
    const { origin, originAllowed, cors } = originOf(req);
    respond(res, origin && originAllowed ? 204 : 403, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '7200',
    });
  };

  /** Another method than POST: 405, in the site's default language (no Allow: the page posts, nothing else does). */
  const otherMethods =
    (kind: FormKind): OtherMethods =>
    ({ req, res }) =>
      answerer(
        req,
        res,
        kind,
        () => defaultLocale,
      )(405, {
        ok: false,
        message: translate(defaultLocale, 'forms.error.malformed'),
      });

  /** A submission: checked, stored, answered 201 (JSON) or 303 to the result page (a plain form post). */
  const submit =
    (kind: FormKind): RouteHandler =>
    async ({ req, res }) => {
      let locale: Locale = defaultLocale;
      const answer = answerer(req, res, kind, () => locale);
      const as = postKind(req);
      try {
        if (!originOf(req).originAllowed) throw new FormError(403, 'forms.error.origin');
        if (!as) throw new FormError(415, 'forms.error.malformed');
        let fields: Record<string, unknown>;
        if (as === 'json') {
          const value = await readJsonBody(req, FORMS_BODY_LIMIT);
          if (!value || typeof value !== 'object' || Array.isArray(value))
            throw new FormError(400, 'forms.error.malformed');
          fields = { ...(value as Record<string, unknown>) };
        } else {
          fields = Object.fromEntries(await readFormBody(req, FORMS_BODY_LIMIT));
        }
        const { locale: asked, ...rest } = fields;
        if (typeof asked === 'string' && isLocale(asked)) locale = asked;
        const { errors } = await accept(req, kind, locale, rest);
        const count = Object.keys(errors).length;
        if (count > 0) {
          const messages = Object.fromEntries(
            Object.entries(errors).map(([field, error]) => [
              field,
              fieldMessage((key, values) => translate(locale, key, values), error),
            ]),
          );
          answer(422, { ok: false, message: translate(locale, 'forms.error.summary', { count }), errors: messages });
          return;
        }
        if (as === 'form') {
          respond(res, 303, { Location: `${FORM_ENDPOINTS[kind]}/sent?lang=${locale}`, 'Cache-Control': 'no-store' });
          return;
        }
        answer(201, { ok: true, message: translate(locale, forms[kind].sent) });
      } catch (error) {
        if (error instanceof FormError) {
          answer(
            error.status,
            { ok: false, message: translate(locale, error.key, error.values) },
            error.status === 429 ? { 'Retry-After': String(error.values?.seconds ?? 60) } : {},
          );
        } else if (error instanceof BodyError) {
          answer(error.status, {
            ok: false,
            message: translate(locale, error.status === 413 ? 'forms.error.tooLarge' : 'forms.error.malformed'),
          });
        } else {
          console.error(
            `[forms] ${kind}: the submission could not be stored`,
            error instanceof Error ? error.message : 'unknown error',
          );
          answer(500, { ok: false, message: translate(locale, 'forms.error.server') });
        }
      }
    };

  return { preflight, submit, otherMethods };
}

/** The page a plain form post lands on after a 303: its result in the visitor's language. */
export function sentPage(kind: FormKind, lang: string | null, siteOrigin = ''): string {
  const locale: Locale = lang && isLocale(lang) ? lang : defaultLocale;
  return resultPage({
    locale,
    title: translate(locale, 'forms.result.sentTitle'),
    lines: [translate(locale, forms[kind].sent)],
    links: [{ href: `${siteOrigin}${buildPath('index', locale)}`, label: translate(locale, 'forms.result.home') }],
  });
}
