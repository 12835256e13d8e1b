import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFaultSpec, type FaultOptions } from './fault-spec.js';

/** The token the embedded content service accepts when CONTENT_API_TOKEN is not set. */
export const DEV_CONTENT_TOKEN = 'local-dev-token';

/** A tag manager container id (GTM_ID) as the specification requires: `GTM-` then uppercase letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** The environment of the site, read and validated once (see {@link getConfig}). */
export interface SiteConfig {
  /** PORT: the port of the preview server (default 4173). */
  port: number;
  /** SITE_URL: the public origin, without trailing slash (default http://localhost:4173). */
  siteUrl: string;
  /** BUILD_ID: names the build manifest and payloads (unset: the build generates a unique id). */
  buildId: string | undefined;
  /** SOURCE_DATE_EPOCH: the build's time in seconds since 1970 (unset: the time in BUILD_ID, else now). */
  sourceDateEpoch: number | undefined;
  /** CONTENT_API_URL: a remote content API; unset = the embedded content service over {@link contentDir}. */
  contentApiUrl: string | undefined;
  /** CONTENT_API_TOKEN (default {@link DEV_CONTENT_TOKEN}). */
  contentApiToken: string;
  /** CONTENT_PREVIEW: include drafts (default false). */
  contentPreview: boolean;
  /** CONTENT_DIR: absolute path of the content files (default `content/` under the working directory). */
  contentDir: string;
  /** CONTENT_FAULTS: faults injected by the embedded content service (see parseFaultSpec); for manual testing. */
  contentFaults: FaultOptions | undefined;
  /**
   * CONTENT_ASSET_URL: the absolute URL, ending in `/`, that the embedded content service's upload URLs start with
   * (unset: the service's own `/uploads/`, which it serves).
   */
  contentAssetUrl: string | undefined;
  /**
   * IMAGE_WEBP_EFFORT: how hard the local image transforms work at compressing each variant, 0 (fastest, larger files)
   * to 6 (slowest, smallest); sharp's default 4 unless set.
   */
  imageWebpEffort: number;
  /** GTM_ID: the tag manager container; unset = no analytics. */
  gtmId: string | undefined;
  /** ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_ADMIN_KEY: unset = no hosted search. */
  algoliaAppId: string | undefined;
  algoliaSearchKey: string | undefined;
  algoliaAdminKey: string | undefined;
  /** ALGOLIA_INDEX_PREFIX: the indexes are `{prefix}_{locale}` (default `site`). */
  algoliaIndexPrefix: string;
  /** ALGOLIA_HOST: another host serving Algolia's API (e.g. `http://127.0.0.1:7700`, `npm run search:serve`); unset = Algolia's. */
  algoliaHost: string | undefined;
  /** DATABASE_URL: where form submissions are stored: a SQLite file (default `.data/forms.sqlite`) or PostgreSQL. */
  database: FormsDatabase;
  /** FORMS_API_URL: the origin of the forms' submission service when it is not the site's (`npm run forms:serve` elsewhere). */
  formsApiUrl: string | undefined;
  /** TRUST_PROXY: how many proxies (CDN, load balancer) stand before the service; the client is read from X-Forwarded-For. */
  trustProxy: number;
  /** FORMS_SECRET: signs the newsletter's confirmation and unsubscribe links; unset = a random secret kept in the database. */
  formsSecret: string | undefined;
  /** SMTP_URL: the server contact messages are emailed through (smtp:// or smtps://, credentials in it); unset = stored only. */
  smtpUrl: string | undefined;
  /** FORMS_TO: the firm's address that contact messages are emailed to (needed with SMTP_URL). */
  formsTo: string | undefined;
  /** FORMS_RETENTION_DAYS: contact messages older than this are purged (Law 25; default 365). */
  formsRetentionDays: number;
  /** PUBLISH_TOKEN: the secret content webhooks send to `npm run publish:serve`; unset = it does not start. */
  publishToken: string | undefined;
  /** PREVIEW_TOKEN: the secret that opens preview mode on `npm run preview:serve`; unset = it does not start. */
  previewToken: string | undefined;
  /** DATOCMS_CMA_TOKEN: a DatoCMS Content Management API token; `content:export -- --datocms` applies its plan with it. */
  datocmsCmaToken: string | undefined;
}

export interface ReadConfigOptions {
  /** The port used when PORT is unset (default 4173; the content service script uses 4000). */
  defaultPort?: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A variable whose value is not echoed back in error messages. */
const secretVariables = new Set([
  'CONTENT_API_TOKEN',
  'ALGOLIA_SEARCH_KEY',
  'ALGOLIA_ADMIN_KEY',
  'PUBLISH_TOKEN',
  'PREVIEW_TOKEN',
  'DATOCMS_CMA_TOKEN',
  'SMTP_URL',
  'DATABASE_URL',
  'FORMS_SECRET',
]);

function invalid(name: string, value: string, expected: string): Error {
  const shown = secretVariables.has(name) ? '' : `, got "${value}"`;
  return new Error(`Invalid environment variable ${name}: expected ${expected}${shown}`);
}

function matching(name: string, value: string, pattern: RegExp, expected: string): string {
  if (!pattern.test(value)) throw invalid(name, value, expected);
  return value;
}

function parsePort(name: string, value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) throw invalid(name, value, 'an integer from 1 to 65535');
  return port;
}

function parseHttpUrl(name: string, value: string, expected: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(name, value, expected);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw invalid(name, value, expected);
  }
  return url;
}

function parseSiteUrl(name: string, value: string): string {
  const expected = 'an absolute http(s) URL without path, query or fragment, such as https://www.example.com';
  const url = parseHttpUrl(name, value, expected);
  if (url.pathname !== '/' || /[?#]/.test(value)) throw invalid(name, value, expected);
  return url.origin;
}

/** An absolute http(s) URL that file names are appended to: no query or fragment; `/` added at its end if missing. */
function parseBaseUrl(name: string, value: string): string {
  const expected = 'an absolute http(s) URL without query or fragment, such as https://assets.example.com/uploads/';
  const url = parseHttpUrl(name, value, expected);
  if (/[?#]/.test(value)) throw invalid(name, value, expected);
  return url.href.replace(/\/*$/, '/');
}

function parseBoolean(name: string, value: string): boolean {
  const normalized = value.toLowerCase();
  if (normalized === '1' || normalized === 'true') return true;
  if (normalized === '0' || normalized === 'false') return false;
  throw invalid(name, value, 'one of 1, 0, true, false');
}

function parseDirectory(name: string, value: string): string {
  const path = resolve(value);
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw invalid(name, value, 'an existing directory');
  return path;
}

/** Where the forms' submissions are stored. */
export type FormsDatabase = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** DATABASE_URL: `postgres://…` / `postgresql://…`, or a SQLite file as `sqlite:relative/or/absolute.db`, `file:…` or a plain path. */
function parseDatabaseUrl(name: string, value: string): FormsDatabase {
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      if (new URL(value).pathname.length > 1) return { kind: 'postgres', url: value };
    } catch {
      // Reported below.
    }
    throw invalid(
      name,
      value,
      'a PostgreSQL URL with a database name, such as postgres://user:password@db.example.com:5432/forms',
    );
  }
  const path = value.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path === '' || /^[a-z]+:\/\//i.test(path))
    throw invalid(name, value, 'a SQLite file path such as .data/forms.sqlite, or a postgres:// URL');
  return { kind: 'sqlite', file: resolve(path) };
}

/**
 * Reads and validates the site's configuration from `env` (pure over its argument, apart from checking that
 * CONTENT_DIR exists). An unset or empty variable takes its default; a set but invalid one throws an Error naming
 * the variable and what it expects.
 */
export function readConfig(env: Env = process.env, options: ReadConfigOptions = {}): SiteConfig {
  const read = <T>(name: string, parse: (name: string, value: string) => T): T | undefined => {
    const value = env[name]?.trim();
    return value ? parse(name, value) : undefined;
  };
  const secret = (name: string, value: string) =>
    matching(
      name,
      value,
      /^[\x21-\x7e]{16,256}$/,
      '16 to 256 printable characters without spaces (e.g. openssl rand -hex 24)',
    );
  const algoliaKey = (name: string, value: string) =>
    matching(name, value, /^[0-9a-fA-F]{8,128}$/, 'an API key of 8 to 128 hexadecimal characters');

  const config: SiteConfig = {
    port: read('PORT', parsePort) ?? options.defaultPort ?? 4173,
    siteUrl: read('SITE_URL', parseSiteUrl) ?? 'http://localhost:4173',
    buildId: read('BUILD_ID', (n, v) => matching(n, v, /^[A-Za-z0-9._-]{1,64}$/, '1 to 64 of A-Z a-z 0-9 . _ -')),
    sourceDateEpoch: read('SOURCE_DATE_EPOCH', (n, v) =>
      Number(matching(n, v, /^\d{1,12}$/, 'a whole number of seconds since 1970')),
    ),
    contentApiUrl: read('CONTENT_API_URL', (n, v) => parseHttpUrl(n, v, 'an absolute http(s) URL').href),
    contentApiToken:
      read('CONTENT_API_TOKEN', (n, v) => matching(n, v, /^\S+$/, 'a token without spaces')) ?? DEV_CONTENT_TOKEN,
    contentPreview: read('CONTENT_PREVIEW', parseBoolean) ?? false,
    contentDir: read('CONTENT_DIR', parseDirectory) ?? resolve('content'),
    contentFaults: read('CONTENT_FAULTS', (n, v) => {
      try {
        return parseFaultSpec(v, n);
      } catch (error) {
        throw new Error(`Invalid environment variable ${(error as Error).message}`);
      }
    }),
    contentAssetUrl: read('CONTENT_ASSET_URL', parseBaseUrl),
    imageWebpEffort:
      read('IMAGE_WEBP_EFFORT', (n, v) => Number(matching(n, v, /^[0-6]$/, 'a whole number from 0 to 6'))) ?? 4,
    gtmId: read('GTM_ID', (n, v) => matching(n, v, GTM_ID_PATTERN, 'a container id such as GTM-AB12CD3')),
    algoliaAppId: read('ALGOLIA_APP_ID', (n, v) => matching(n, v, /^[A-Za-z0-9]+$/, 'letters and digits only')),
    algoliaSearchKey: read('ALGOLIA_SEARCH_KEY', algoliaKey),
    algoliaAdminKey: read('ALGOLIA_ADMIN_KEY', algoliaKey),
    algoliaIndexPrefix:
      read('ALGOLIA_INDEX_PREFIX', (n, v) => matching(n, v, /^[A-Za-z0-9_-]{1,64}$/, '1 to 64 of A-Z a-z 0-9 _ -')) ??
      'site',
    algoliaHost: read(
      'ALGOLIA_HOST',
      (n, v) => parseHttpUrl(n, v, 'an absolute http(s) URL such as http://127.0.0.1:7700').origin,
    ),
    database: read('DATABASE_URL', parseDatabaseUrl) ?? { kind: 'sqlite', file: resolve('.data/forms.sqlite') },
    formsSecret: read('FORMS_SECRET', secret),
    formsApiUrl: read(
      'FORMS_API_URL',
      (n, v) => parseHttpUrl(n, v, 'an absolute http(s) URL such as https://forms.example.com').origin,
    ),
    trustProxy: read('TRUST_PROXY', (n, v) => Number(matching(n, v, /^\d$/, 'a number of proxies from 0 to 9'))) ?? 0,
    smtpUrl: read('SMTP_URL', (n, v) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        throw invalid(n, v, 'an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465');
      }
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw invalid(n, v, 'an smtp:// or smtps:// URL');
      return v;
    }),
    formsTo: read('FORMS_TO', (n, v) => matching(n, v, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address')),
    formsRetentionDays:
      read('FORMS_RETENTION_DAYS', (n, v) =>
        Number(matching(n, v, /^[1-9]\d{0,4}$/, 'a whole number of days from 1 to 99999')),
      ) ?? 365,
    publishToken: read('PUBLISH_TOKEN', secret),
    previewToken: read('PREVIEW_TOKEN', secret),
    datocmsCmaToken: read('DATOCMS_CMA_TOKEN', (n, v) =>
      matching(n, v, /^[\x21-\x7e]{16,256}$/, 'an API token of 16 to 256 printable characters without spaces'),
    ),
  };
  if (config.smtpUrl && !config.formsTo)
    throw new Error('Invalid environment variable FORMS_TO: expected to be set when SMTP_URL is set');
  if ((config.algoliaSearchKey || config.algoliaAdminKey) && !config.algoliaAppId) {
    throw new Error('Invalid environment variable ALGOLIA_APP_ID: expected to be set when an Algolia key is set');
  }
  return config;
}

let cached: SiteConfig | undefined;

/** The configuration of this process, read from `process.env` on first use. */
export function getConfig(): SiteConfig {
  cached ??= readConfig();
  return cached;
}
