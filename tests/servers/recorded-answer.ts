import { createHash } from 'node:crypto';
import type { Exchange } from './raw-exchange.js';

/** An answer as the recording keeps it: what must not change when the servers' code does. */
export interface RecordedAnswer {
  status: number;
  /** `name: value`, names in lower case, sorted by name (a header's repeated lines keep their order). */
  headers: string[];
  /** The body as text when short and textual, else its digest and size. */
  body: string;
}

/** What differs from one run to the next, replaced by a placeholder: times, random ids, ports, timings. */
const VOLATILE: [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '<uuid>'],
  [/\b\d{8}T\d{6}Z-[0-9a-f]{8}\b/g, '<build-id>'],
  [/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, '<time>'],
  [/\b(127\.0\.0\.1|localhost|\[::1\]):\d{2,5}\b/g, '$1:<port>'],
  [/("(?:processingTimeMS|serverTimeMS|durationMs|duration)":)\d+(?:\.\d+)?/g, '$1<ms>'],
  [/"(startedAt|finishedAt|queuedAt)":\d+/g, '"$1":<time>'],
  [/\b(Réessayez dans|Try again in) \d+ (secondes|seconds)/g, '$1 <n> $2'],
  [/\bsite_preview=\d+\.[\w-]+/g, 'site_preview=<session>'],
];

/** Texts with the project's folder (a Vite error names it) name it so, wherever the project is checked out. */
export function withoutVolatile(text: string): string {
  const result = VOLATILE.reduce((result, [pattern, placeholder]) => result.replace(pattern, placeholder), text);
  return result.replaceAll(process.cwd(), '<project>');
}

/** Headers whose value depends on the clock: the date, and the seconds a rate limit's window has left. */
const VOLATILE_HEADERS: Record<string, string> = { date: '<date>', 'retry-after': '<seconds>' };
const TEXTUAL = /^(text\/|application\/(json|javascript|xml|x-ndjson)|image\/svg)/i;
/** Bodies longer than this are kept as a digest. */
const LONGEST_KEPT = 3000;

const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/** The recorded form of an answer; `body` overrides how its body is kept (a page rendered on request: its title). */
export function recordAnswer(exchange: Exchange, body?: (exchange: Exchange) => string | undefined): RecordedAnswer {
  const overridden = body?.(exchange);
  const type = exchange.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const encoded = exchange.headers.some(([name]) => name.toLowerCase() === 'content-encoding');
  let kept: string;
  // A body kept in short, or with a volatile value (a duration) replaced, is kept without its exact length.
  let lengthVaries = overridden !== undefined;
  if (overridden !== undefined) kept = overridden;
  else if (exchange.body.length === 0) kept = '';
  else if (encoded || !(TEXTUAL.test(type) || type === ''))
    kept = `sha256:${digest(exchange.body)} (${exchange.body.length} bytes)`;
  else {
    const original = exchange.body.toString('utf8');
    const text = withoutVolatile(original);
    lengthVaries = text !== original;
    kept = text.length <= LONGEST_KEPT ? text : `sha256:${digest(text)} (${text.length} characters)`;
  }
  const volatile = lengthVaries ? { ...VOLATILE_HEADERS, 'content-length': '<length>' } : VOLATILE_HEADERS;
  const headers = exchange.headers
    .map(([name, value]) => [name.toLowerCase(), volatile[name.toLowerCase()] ?? withoutVolatile(value)])
    .map(([name, value]) => `${name}: ${value}`)
    .sort((a, b) => (a.split(':')[0] as string).localeCompare(b.split(':')[0] as string));
  return { status: exchange.status, headers, body: kept };
}

/** A page rendered on request (its date-dependent parts vary from day to day): kept as its title and size class. */
export function pageTitle(exchange: Exchange): string | undefined {
  const type = exchange.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!type.startsWith('text/html')) return undefined;
  const html = exchange.body.toString('utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined ? undefined : `html page titled ${JSON.stringify(title)}`;
}

/** A long JSON answer made on request from the content (a payload, a search index): kept as its top-level keys. */
export function jsonShape(exchange: Exchange): string | undefined {
  const type = exchange.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!type.startsWith('application/json') || exchange.body.length <= LONGEST_KEPT) return undefined;
  const value = JSON.parse(exchange.body.toString('utf8')) as unknown;
  const keys = value && typeof value === 'object' ? Object.keys(value).join(', ') : typeof value;
  return `json ${Array.isArray(value) ? 'array' : `object with ${keys}`}`;
}

/** How an answer made on request from the content is kept: a page by its title, long JSON by its shape. */
export const onRequestBody = (exchange: Exchange): string | undefined => pageTitle(exchange) ?? jsonShape(exchange);
