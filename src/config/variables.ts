/**
 * The site's environment variables: one entry per configuration value, saying which variable sets it, how its value
 * is parsed, its default, what it is for and whether it is a secret. readConfig (env.ts) reads exactly this table,
 * SiteConfig is derived from it, and docs/reference/configuration.md is generated from it
 * (configuration-reference.ts), so a variable cannot be read without being documented.
 */
import { resolve } from 'node:path';
import { BUILD_ID_FORM, BUILD_ID_PATTERN } from './build-id-grammar.js';
import {
  type FormsDatabase,
  matching,
  type Parser,
  parseAlgoliaKey,
  parseBaseUrl,
  parseBoolean,
  parseDatabaseUrl,
  parseDirectory,
  parseFaults,
  parseHttpUrl,
  parseOrigin,
  parsePort,
  parseSecret,
  parseSiteUrl,
  parseSmtpUrl,
  wholeNumber,
} from './parsers.js';

/** The token the embedded content service accepts when CONTENT_API_TOKEN is not set. */
export const DEV_CONTENT_TOKEN = 'local-dev-token';

/** A tag manager container id (GTM_ID) as the specification requires: `GTM-` then uppercase letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** The groups of variables, in the order the reference lists them. */
export const variableGroups = [
  'Site and build',
  'Content',
  'Images',
  'Analytics',
  'Search',
  'Forms',
  'Publishing and preview',
  'Development',
] as const;

export type VariableGroup = (typeof variableGroups)[number];

export interface ReadConfigOptions {
  /** The port used when PORT is unset (default 4173; the content service script uses 4000). */
  defaultPort?: number;
}

/** One environment variable. `defaultText` and `meaning` are Markdown, shown as they are in the reference. */
export interface ConfigVariable<T = unknown> {
  /** The variable's name, e.g. `PORT`. */
  readonly name: string;
  readonly group: VariableGroup;
  /** The default as a reader sees it: a value, or what happens when the variable is unset. */
  readonly defaultText: string;
  /** What the variable is for, in a sentence or two. */
  readonly meaning: string;
  /** A secret is never echoed in an error message. */
  readonly secret: boolean;
  /** Parses a set, trimmed, non-empty value. */
  readonly parse: Parser<T>;
  /** The value when the variable is unset or empty; without it, undefined. */
  readonly defaultValue?: (options: ReadConfigOptions) => T;
}

/** Every variable, keyed by the SiteConfig property it sets, in the order of the reference. */
export const configVariables = {
  port: {
    name: 'PORT',
    group: 'Site and build',
    defaultText: '4173 (`content:serve`: 4000)',
    meaning:
      'The port a server listens on (`npm run dev`, `npm run serve`, each `*:serve` script); a `--port` option wins over it.',
    secret: false,
    parse: parsePort,
    defaultValue: (options): number => options.defaultPort ?? 4173,
  },
  siteUrl: {
    name: 'SITE_URL',
    group: 'Site and build',
    defaultText: '`http://localhost:4173`',
    meaning: 'The public origin, without a path: canonical, hreflang, Open Graph and sitemap URLs start with it.',
    secret: false,
    parse: parseSiteUrl,
    defaultValue: (): string => 'http://localhost:4173',
  },
  buildId: {
    name: 'BUILD_ID',
    group: 'Site and build',
    defaultText: 'generated from the UTC time, such as `20261121T101500Z-3f9a1c2b`',
    meaning:
      'Names the build in payload URLs and build manifests, never in a page. A leading `YYYYMMDDTHHMMSSZ` is also the build time.',
    secret: false,
    parse: matching(BUILD_ID_PATTERN, BUILD_ID_FORM),
  },
  sourceDateEpoch: {
    name: 'SOURCE_DATE_EPOCH',
    group: 'Site and build',
    defaultText: 'the time in `BUILD_ID`, else now',
    meaning:
      "The build's time in seconds since 1970: manifests, the footer's year, upcoming events. Same content, code and `BUILD_ID`: byte-identical output.",
    secret: false,
    parse: wholeNumber(/^\d{1,12}$/, 'a whole number of seconds since 1970'),
  },
  contentApiUrl: {
    name: 'CONTENT_API_URL',
    group: 'Content',
    defaultText: 'the embedded content service',
    meaning: 'A GraphQL content API, such as `https://graphql.datocms.com/`.',
    secret: false,
    parse: parseHttpUrl('an absolute http(s) URL'),
  },
  contentApiToken: {
    name: 'CONTENT_API_TOKEN',
    group: 'Content',
    defaultText: '`local-dev-token` (`content:serve`: a random token it prints)',
    meaning:
      'Bearer token sent to `CONTENT_API_URL` (read-only in production), and the one `npm run content:serve` accepts.',
    secret: true,
    parse: matching(/^\S+$/, 'a token without spaces'),
    defaultValue: (): string => DEV_CONTENT_TOKEN,
  },
  contentPreview: {
    name: 'CONTENT_PREVIEW',
    group: 'Content',
    defaultText: '`0`',
    meaning: "`1` includes drafts: the API's preview endpoint, with `X-Include-Drafts: true` and no caching.",
    secret: false,
    parse: parseBoolean,
    defaultValue: (): boolean => false,
  },
  contentDir: {
    name: 'CONTENT_DIR',
    group: 'Content',
    defaultText: '`content/`',
    meaning: 'The content files the embedded content service reads.',
    secret: false,
    parse: parseDirectory,
    defaultValue: (): string => resolve('content'),
  },
  contentAssetUrl: {
    name: 'CONTENT_ASSET_URL',
    group: 'Content',
    defaultText: "the embedded service's own /uploads/",
    meaning:
      "The URL the embedded service's upload URLs start with, as DatoCMS's `https://www.datocms-assets.com/<site id>/`. Pages keep naming /uploads/.",
    secret: false,
    parse: parseBaseUrl,
  },
  datocmsCmaToken: {
    name: 'DATOCMS_CMA_TOKEN',
    group: 'Content',
    defaultText: 'none: `content:export` prints its plan only',
    meaning:
      'A DatoCMS Content Management API token: `npm run content:export -- --datocms` creates what the project lacks with it.',
    secret: true,
    parse: matching(/^[\x21-\x7e]{16,256}$/, 'an API token of 16 to 256 printable characters without spaces'),
  },
  imageWebpEffort: {
    name: 'IMAGE_WEBP_EFFORT',
    group: 'Images',
    defaultText: "4 (sharp's default)",
    meaning:
      "How hard the local image transforms compress each WebP variant: 0 (fastest, larger files) to 6 (smallest). Part of the variant cache's key.",
    secret: false,
    parse: wholeNumber(/^[0-6]$/, 'a whole number from 0 to 6'),
    defaultValue: (): number => 4,
  },
  gtmId: {
    name: 'GTM_ID',
    group: 'Analytics',
    defaultText: 'none: no analytics',
    meaning:
      "Google Tag Manager container, `GTM-` then uppercase letters or digits; loaded after the visitor's consent.",
    secret: false,
    parse: matching(GTM_ID_PATTERN, 'a container id such as GTM-AB12CD3'),
  },
  algoliaAppId: {
    name: 'ALGOLIA_APP_ID',
    group: 'Search',
    defaultText: "the embedded search: the build's index, in a worker",
    meaning: 'The Algolia application; needed with either key.',
    secret: false,
    parse: matching(/^[A-Za-z0-9]+$/, 'letters and digits only'),
  },
  algoliaSearchKey: {
    name: 'ALGOLIA_SEARCH_KEY',
    group: 'Search',
    defaultText: 'none',
    meaning: 'Search-only key, sent to browsers: with `ALGOLIA_APP_ID`, the search page queries Algolia.',
    secret: true,
    parse: parseAlgoliaKey,
  },
  algoliaAdminKey: {
    name: 'ALGOLIA_ADMIN_KEY',
    group: 'Search',
    defaultText: 'none',
    meaning:
      'Write key: the build pushes the records with it before going live, as `npm run search:sync` does. Never in the output.',
    secret: true,
    parse: parseAlgoliaKey,
  },
  algoliaIndexPrefix: {
    name: 'ALGOLIA_INDEX_PREFIX',
    group: 'Search',
    defaultText: '`site`',
    meaning: 'The indexes are `{prefix}_{locale}`: `site_fr-CA`, `site_en-CA`.',
    secret: false,
    parse: matching(/^[A-Za-z0-9_-]{1,64}$/, '1 to 64 of A-Z a-z 0-9 _ -'),
    defaultValue: (): string => 'site',
  },
  algoliaHost: {
    name: 'ALGOLIA_HOST',
    group: 'Search',
    defaultText: "Algolia's hosts",
    meaning:
      "Another origin answering Algolia's API, such as `http://127.0.0.1:7700` for `npm run search:serve`; the CSP allows it.",
    secret: false,
    parse: parseOrigin('an absolute http(s) URL such as http://127.0.0.1:7700'),
  },
  database: {
    name: 'DATABASE_URL',
    group: 'Forms',
    defaultText: 'the SQLite file .data/forms.sqlite',
    meaning:
      'Where form submissions are stored: a SQLite file (`sqlite:path`, `file:path` or a path) or PostgreSQL (`postgres://user:password@host:5432/db`).',
    secret: true,
    parse: parseDatabaseUrl,
    defaultValue: (): FormsDatabase => ({ kind: 'sqlite', file: resolve('.data/forms.sqlite') }),
  },
  smtpUrl: {
    name: 'SMTP_URL',
    group: 'Forms',
    defaultText: 'none: messages are stored, not emailed',
    meaning:
      'The `smtp://` or `smtps://` URL, with credentials, the forms email through: contact messages, newsletter confirmations.',
    secret: true,
    parse: parseSmtpUrl,
  },
  formsTo: {
    name: 'FORMS_TO',
    group: 'Forms',
    defaultText: 'none (required with `SMTP_URL`)',
    meaning: "The firm's address that contact messages are emailed to.",
    secret: false,
    parse: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address'),
  },
  formsApiUrl: {
    name: 'FORMS_API_URL',
    group: 'Forms',
    defaultText: "the site's own origin",
    meaning:
      'Where the forms post when `npm run forms:serve` runs on another origin: the build writes it into the forms and the CSP.',
    secret: false,
    parse: parseOrigin('an absolute http(s) URL such as https://forms.example.com'),
  },
  trustProxy: {
    name: 'TRUST_PROXY',
    group: 'Forms',
    defaultText: "0: the socket's peer is the client",
    meaning:
      'How many proxies (CDN, load balancer) stand before the forms and preview servers: the client is read that many hops from the right of `X-Forwarded-For`.',
    secret: false,
    parse: wholeNumber(/^\d$/, 'a number of proxies from 0 to 9'),
    defaultValue: (): number => 0,
  },
  formsSecret: {
    name: 'FORMS_SECRET',
    group: 'Forms',
    defaultText: 'a random secret kept in the database',
    meaning:
      "Signs the newsletter's confirmation and unsubscribe links; set it when several service instances share no database.",
    secret: true,
    parse: parseSecret,
  },
  formsRetentionDays: {
    name: 'FORMS_RETENTION_DAYS',
    group: 'Forms',
    defaultText: '365',
    meaning: 'Contact messages older than this many days are purged, at start and daily (Law 25).',
    secret: false,
    parse: wholeNumber(/^[1-9]\d{0,4}$/, 'a whole number of days from 1 to 99999'),
    defaultValue: (): number => 365,
  },
  publishToken: {
    name: 'PUBLISH_TOKEN',
    group: 'Publishing and preview',
    defaultText: 'none: `publish:serve` refuses to start',
    meaning: 'The secret content webhooks send to `npm run publish:serve`, 16 to 256 printable characters.',
    secret: true,
    parse: parseSecret,
  },
  previewToken: {
    name: 'PREVIEW_TOKEN',
    group: 'Publishing and preview',
    defaultText: 'none: `preview:serve` refuses to start',
    meaning: "The secret that opens an editor's preview session on `npm run preview:serve`, in the same form.",
    secret: true,
    parse: parseSecret,
  },
  contentFaults: {
    name: 'CONTENT_FAULTS',
    group: 'Development',
    defaultText: 'none',
    meaning:
      'Faults the embedded content service injects, for manual testing, such as `rate429=0.1,rate5xx=0.05` (`npm run content:serve -- --help`).',
    secret: false,
    parse: parseFaults,
  },
} satisfies Record<string, ConfigVariable>;
