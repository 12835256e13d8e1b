/**
 * The command table: every `npm run` command of package.json, and the scripts run directly with `npx tsx`, with
 * their options. Each script reads its arguments from its row (parse-command.ts), `--help` prints it, and
 * `npm run docs:reference` writes docs/reference/commands.md from it; tests/docs/ checks that package.json, the
 * table and the docs agree.
 */
import type { CommandOptions } from '../../src/config/command-line.js';
import { LISTEN_OPTIONS, SERVE_OPTIONS } from '../../src/server/serve-options.js';
import { KEPT_DEPLOYS } from '../../src/site-build/site-build.js';

export interface Positional {
  /** Its name in usage lines: `<id>`, `<shard-dir>`. */
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  /** More than one may be given. */
  readonly multiple?: boolean;
}

export interface Command {
  /** One line: what the command does. */
  readonly summary: string;
  readonly usage: string;
  /**
   * The script that reads the arguments with parseCommand (and answers `--help`); absent for a command that runs
   * another tool or other commands.
   */
  readonly script?: string;
  readonly positionals?: readonly Positional[];
  readonly options: CommandOptions;
  /** More about it, for the help and the reference: what it reads, what it writes. */
  readonly details?: string;
}

/** The content service's default port (`content:serve`). */
export const CONTENT_SERVE_PORT = 4000;

/** `--port` of a service that has its own default port. */
const portOption = (defaultPort: number) =>
  ({
    type: 'string',
    value: 'N',
    description: 'port',
    defaultText: `PORT, else ${defaultPort}; 0: any free port`,
  }) as const;

/** The `npm run` commands, by their name in package.json, in the order of the reference. */
export const COMMANDS = {
  dev: {
    summary: 'Development server: pages rendered on request, with hot module reloading.',
    usage: 'npm run dev',
    script: 'scripts/dev.ts',
    options: {},
    details:
      'Listens on PORT (default 4173). Reads the content from CONTENT_API_URL, else the embedded content service over CONTENT_DIR, which it reloads when a content file is saved.',
  },
  build: {
    summary: 'Builds the whole site into dist/ and makes it live in one step.',
    usage: 'npm run build -- [options]',
    script: 'scripts/build.ts',
    options: {
      out: {
        type: 'string',
        value: 'DIR',
        description: 'output folder (a link to the live deploy)',
        defaultText: 'dist',
      },
      builds: {
        type: 'string',
        value: 'DIR',
        description: 'folder of the build records (manifests, search records, logs)',
        default: 'builds',
      },
      workers: {
        type: 'string',
        value: 'N',
        description: 'render threads; 0 renders in the main thread',
        defaultText: 'the number of CPUs',
      },
      'stats-file': {
        type: 'string',
        value: 'FILE',
        description:
          "write the build's summary there as JSON, with how it was built (`kind`, `reason`, `rendered`, `reused`, `removed`)",
      },
      'render-all': {
        type: 'boolean',
        description: "render every page, reusing none from the live build (a page's payload unchanged is reused)",
        default: false,
      },
      'skip-content-check': {
        type: 'boolean',
        description:
          'do not run the content check after the build (benchmarks and tests that measure the build alone); `npm run content:check` runs it on its own',
        default: false,
      },
      'invalidated-tags': {
        type: 'string',
        value: 'FILE',
        description:
          'a JSON array of the cache tags a content change invalidated: only the pages they name are fetched and rendered when the last build allows it, else every page',
      },
      'kept-deploys': {
        type: 'string',
        value: 'N',
        description: "complete outputs kept beside the live one's link, the live one included (for rollback)",
        defaultText: String(KEPT_DEPLOYS),
      },
      shard: {
        type: 'string',
        value: 'K/N',
        description:
          'build only the k-th of n shares of the pages into `--out` (needed), for `build:merge`; every share needs the same BUILD_ID',
      },
    },
    details:
      'Reads BUILD_ID, SITE_URL and the CONTENT_* variables. A failed build leaves the live output as it was. The output may be served by any static host; `dist/_headers` and `dist/_redirects` state its headers and redirects.',
  },
  'build:merge': {
    summary: 'Joins the shares built by `build -- --shard K/N` into one deploy folder, as a single build writes it.',
    usage: 'npm run build:merge -- --out <dir> [--builds <dir>] <shard-dir>…',
    script: 'scripts/build-merge.ts',
    positionals: [{ name: '<shard-dir>', description: "the shares' folders", required: true, multiple: true }],
    options: {
      out: { type: 'string', value: 'DIR', description: 'the deploy folder', default: 'dist' },
      builds: { type: 'string', value: 'DIR', description: 'folder of the build records', default: 'builds' },
    },
    details: 'Reads SITE_URL and the other settings from the environment, as the shards did.',
  },
  start: {
    summary: 'Builds the site, then serves it (`build`, then `serve`).',
    usage: 'npm run start',
    options: {},
  },
  serve: {
    summary: 'Serves a built site like the production host, with the forms service on the same origin.',
    usage: 'npm run serve -- [--dir <dir>] [--port <n>] [--host <host>]',
    script: 'scripts/serve.ts',
    options: SERVE_OPTIONS,
    details:
      "Applies the build's `_headers` and `_redirects`; answers `/api/contact` and `/api/newsletter` (SMTP_URL, DATABASE_URL: see forms:serve).",
  },
  'publish:serve': {
    summary:
      'Serves the site like `serve` (without the forms: run `forms:serve` beside it) and rebuilds it on content webhooks (`POST /api/publish`).',
    usage: 'npm run publish:serve -- [--dir <dir>] [--port <n>] [--host <host>]',
    script: 'scripts/publish-serve.ts',
    options: SERVE_OPTIONS,
    details:
      'Needs PUBLISH_TOKEN (the webhooks send it as a bearer token). Its builds read the same environment as `build`. Without a live output yet, it starts with a build.',
  },
  'publish:rollback': {
    summary: 'Makes an earlier complete output live again, in one step.',
    usage: 'npm run publish:rollback -- [<id>] [--dir <dir>]',
    script: 'scripts/publish-rollback.ts',
    positionals: [
      {
        name: '<id>',
        description: 'the build id to make live; without it, the one built before the live one',
      },
    ],
    options: {
      dir: { type: 'string', value: 'DIR', description: "the live output's link", default: 'dist' },
    },
    details: 'Lists the outputs kept on disk when the id is not among them.',
  },
  'preview:serve': {
    summary: "Editors' preview: every page rendered on request from the content API, drafts included.",
    usage: 'npm run preview:serve -- [--port <n>] [--host <host>]',
    script: 'scripts/preview-serve.ts',
    options: LISTEN_OPTIONS,
    details:
      'Needs PREVIEW_TOKEN; open `/api/preview?token=…&redirect=/path/` to start a preview session. Reads CONTENT_API_URL and CONTENT_API_TOKEN, else the embedded service over CONTENT_DIR.',
  },
  'search:serve': {
    summary: "Algolia's REST API over the embedded search engine, for offline use and tests (one process, in memory).",
    usage: 'npm run search:serve -- [--port <n>] [--host <host>]',
    script: 'scripts/search-serve.ts',
    options: LISTEN_OPTIONS,
    details:
      "Starts with the last build's records (`builds/search-records/`). Keys: ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY, else the local ones; ALGOLIA_ADMIN_KEY, else a random admin key printed at start.",
  },
  'search:sync': {
    summary: "Pushes the last build's search records to Algolia: a full replace of each language's index.",
    usage: 'npm run search:sync -- [--check]',
    script: 'scripts/search-sync.ts',
    options: {
      check: {
        type: 'boolean',
        description:
          'change nothing: list the records each index misses, holds beyond the build, or holds with other content; exit 1 when an index drifted',
        default: false,
      },
    },
    details:
      "Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY; ALGOLIA_HOST sends it to another host answering Algolia's API (such as `search:serve`). A build already sends what changed: this is for a first sync or a repair.",
  },
  'forms:serve': {
    summary: "The forms' submission service alone (`/api/contact`, `/api/newsletter`), for a site served by a CDN.",
    usage: 'npm run forms:serve -- [--port <n>] [--host <host>]',
    script: 'scripts/forms-serve.ts',
    options: LISTEN_OPTIONS,
    details:
      "Accepts posts from SITE_URL's origin. Sends mail through SMTP_URL and stores in DATABASE_URL (SQLite or PostgreSQL).",
  },
  'forms:export': {
    summary: 'Exports the stored contact messages or newsletter subscribers as CSV (UTF-8 with a byte order mark).',
    usage: 'npm run forms:export -- messages|subscribers [--out <file>]',
    script: 'scripts/forms-export.ts',
    positionals: [{ name: 'messages|subscribers', description: 'what to export', required: true }],
    options: {
      out: { type: 'string', value: 'FILE', description: 'write the CSV there', defaultText: 'standard output' },
    },
    details:
      'Reads DATABASE_URL. Subscribers come with their status (mail only `confirmed` ones), their consent record and their unsubscribe link.',
  },
  'content:serve': {
    summary: 'Runs the embedded content service alone: a DatoCMS-like GraphQL API over the content files.',
    usage: 'npm run content:serve -- [options]',
    script: 'scripts/content-serve.ts',
    options: {
      port: portOption(CONTENT_SERVE_PORT),
      host: { type: 'string', value: 'ADDR', description: 'address to listen on', default: '127.0.0.1' },
      dir: { type: 'string', value: 'PATH', description: 'content folder', defaultText: 'CONTENT_DIR, else content/' },
      faults: {
        type: 'string',
        value: 'SPEC',
        description:
          'inject faults, e.g. rate429=0.1,rate5xx=0.05,rateSlow=0.2,slowMs=800,rateMalformed=0.01,seed=7,resetSeconds=1,sequence=429|5xx|ok',
        defaultText: 'CONTENT_FAULTS',
      },
    },
    details:
      "POST / answers with the published content, POST /preview with drafts too.\nThe accepted token is CONTENT_API_TOKEN; when it is unset, a random token is generated and printed at start.\nUpload URLs start with CONTENT_ASSET_URL; when it is unset, with the service's own /uploads/, where it serves them.",
  },
  'content:generate': {
    summary: 'Writes a larger content set, made from the real content, for benchmarks and scale tests.',
    usage: 'npm run content:generate -- --scale <n> --out <dir> [--from <dir>]',
    script: 'scripts/content-generate.ts',
    options: {
      scale: {
        type: 'string',
        value: 'N',
        description:
          '1 copies the content; each step adds one replica of every record of the growing collections (team, news, cases, events, careers)',
      },
      out: { type: 'string', value: 'DIR', description: 'the folder to write (needed)' },
      from: { type: 'string', value: 'DIR', description: 'the content to start from', defaultText: 'content/' },
    },
    details: 'Deterministic: the same command writes the same bytes.',
  },
  'content:schema': {
    summary: "Writes the content service's GraphQL schema to `content-queries/schema.graphql`.",
    usage: 'npm run content:schema',
    script: 'scripts/print-content-schema.ts',
    options: {},
    details: 'Run it after changing the content model.',
  },
  'content:export': {
    summary: "Creates the content folder's models, fields, locales, uploads and records in a DatoCMS project.",
    usage: 'npm run content:export -- --datocms [--dry-run] [--json] [--api-url <url>]',
    script: 'scripts/content-export.ts',
    options: {
      datocms: { type: 'boolean', description: 'export to DatoCMS (needed: the only target)', default: false },
      'dry-run': {
        type: 'boolean',
        description: 'print the plan and write nothing; with DATOCMS_CMA_TOKEN, tell what a run would write',
        default: false,
      },
      json: { type: 'boolean', description: 'print the plan as JSON', default: false },
      'api-url': {
        type: 'string',
        value: 'URL',
        description: 'another Content Management API server',
        defaultText: "DatoCMS's",
      },
    },
    details:
      'Reads CONTENT_DIR. With DATOCMS_CMA_TOKEN it creates what the project lacks (a second run writes nothing); without it, it prints the plan.',
  },
  'content:check': {
    summary: "Checks the content's health in both languages and prints each problem with the record's editing URL.",
    usage: 'npm run content:check -- [--json] [--strict] [--builds <dir>]',
    script: 'scripts/content-check.ts',
    options: {
      json: { type: 'boolean', description: 'print the report as JSON', default: false },
      strict: { type: 'boolean', description: 'exit 1 when an error is found', default: false },
      builds: {
        type: 'string',
        value: 'DIR',
        description: "folder of the build records: the live build's date decides which events it lists as upcoming",
        default: 'builds',
      },
    },
    details:
      'Reads every record, drafts included, from CONTENT_API_URL (with a token that may read drafts), else the embedded content service over CONTENT_DIR. Kinds, severities and the report: docs/reference/content-health.md.',
  },
  'content:queries': {
    summary: 'Writes the GraphQL documents of `content-queries/` that the record type table makes.',
    usage: 'npm run content:queries',
    script: 'scripts/print-content-queries.ts',
    options: {},
    details: 'Run it after adding a record type or changing a shared template.',
  },
  'content:types': {
    summary: "Writes the result and variable types of `content-queries/`' documents.",
    usage: 'npm run content:types',
    script: 'scripts/print-content-types.ts',
    options: {},
    details: '`typecheck` runs it first, so a field renamed in a document fails the typecheck where it is used.',
  },
  typecheck: {
    summary: 'Writes the content types (`content:types`), then type-checks the project with tsc.',
    usage: 'npm run typecheck',
    options: {},
  },
  lint: {
    summary: 'Checks formatting and lint rules with Biome (`biome check .`).',
    usage: 'npm run lint -- [--write]',
    options: {
      write: { type: 'boolean', description: "apply Biome's safe fixes and formatting", default: false },
    },
  },
  test: {
    summary: 'Runs the whole test suite and the typecheck (installs Chromium, Java and PostgreSQL when missing).',
    usage: 'npm run test',
    options: {},
    details: 'One file: `npx vitest run tests/docs/docs-drift.test.ts`.',
  },
  'test:live': {
    summary:
      "Runs the contract tests of tests/live/ against the hosted services themselves (Algolia's record and index calls).",
    usage: 'npm run test:live',
    options: {},
    details:
      'Needs ALGOLIA_APP_ID and an ALGOLIA_ADMIN_KEY allowed to create keys and indexes; fails naming them when unset. Its indexes are named `firmtest_…` and deleted at the end. Not part of `npm test`, which runs offline against search:serve with the same assertions.',
  },
  bench: {
    summary: 'Measures a build of a generated content set, and prints its figures as one JSON object.',
    usage: 'npm run bench -- [options]',
    script: 'scripts/bench.ts',
    options: {
      pages: {
        type: 'string',
        value: 'N',
        description: 'about how many pages to generate (at least 100)',
        default: '20000',
      },
      workers: {
        type: 'string',
        value: 'N',
        description: 'render threads of the build',
        defaultText: 'the number of CPUs',
      },
      out: {
        type: 'string',
        value: 'DIR',
        description: 'output folder of the measured build',
        default: '.cache/bench-dist',
      },
      publish: {
        type: 'boolean',
        description:
          "add a changed and a new article's seconds from webhook to live through publish:serve, right after a build and once the next build is prepared",
        default: false,
      },
      profile: {
        type: 'boolean',
        description:
          "add where the CPU goes: one more build like the measured one under V8's CPU profiler, its busy seconds by thread and activity",
        default: false,
      },
      'heap-flatness': {
        type: 'boolean',
        description: 'only the retained heap of builds of about 2,000 and 10,000 pages, and their ratio',
        default: false,
      },
      record: {
        type: 'boolean',
        description: 'write the figures, the machine and the commit to `docs/benchmark.md`',
        default: false,
      },
    },
    details:
      'Generates the set (content:generate), builds it twice (the first executing every content query, the second, measured, answering from what the first kept), then measures page weights, first-load JavaScript and the search indexes.',
  },
  lighthouse: {
    summary: "Lighthouse's mobile performance audit of one page of each page type of a built site.",
    usage: 'npm run lighthouse -- [options]',
    script: 'scripts/lighthouse.ts',
    options: {
      dir: { type: 'string', value: 'DIR', description: 'the built site', default: 'dist' },
      runs: { type: 'string', value: 'N', description: 'runs per page; the median is kept', default: '1' },
      page: { type: 'string', value: 'TYPE', multiple: true, description: 'audit only this page type' },
      path: {
        type: 'string',
        value: 'PATH',
        multiple: true,
        description: 'audit this path instead of one per page type',
      },
      lang: { type: 'string', value: 'TAG', description: "the browser's languages, e.g. en-CA" },
      'no-redirects': {
        type: 'boolean',
        description: 'serve as a host that applies no `_redirects` rule (`_headers` still apply)',
        default: false,
      },
    },
    details:
      "Runs Debian's Chromium; prints per page type the median run's score, FCP, LCP, TBT, Speed Index and CLS. Compare runs made on the same idle machine.",
  },
  'docs:reference': {
    summary:
      'Writes `docs/reference/commands.md` from the command table and `docs/reference/configuration.md` from the table of environment variables.',
    usage: 'npm run docs:reference',
    script: 'scripts/docs-reference.ts',
    options: {},
  },
} as const satisfies Record<string, Command>;

export type CommandName = keyof typeof COMMANDS;

/** Scripts run directly with `npx tsx`, by their file. */
export const DIRECT_SCRIPTS = {
  'scripts/bench-partial.ts': {
    summary:
      "The partial build's equivalence, at length: random edits of every kind, each published as a partial build and compared byte for byte with a full build.",
    usage: 'npx tsx scripts/bench-partial.ts [--edits <n>] [--seed <n>] [--keep <n>] [--workers <n>]',
    script: 'scripts/bench-partial.ts',
    options: {
      edits: { type: 'string', value: 'N', description: 'how many edits', default: '200' },
      seed: { type: 'string', value: 'N', description: 'seed of the random edits', defaultText: 'from the clock' },
      keep: {
        type: 'string',
        value: 'N',
        description: 'trim the copy of content/ to about that many records per collection',
      },
      workers: { type: 'string', value: 'N', description: 'render threads of each build' },
    },
    details: 'Prints one JSON line per edit, then a summary; exits 1 when any output differed.',
  },
  'scripts/bundle.ts': {
    summary: 'The browser and server bundles; the build runs it in a child process.',
    usage: 'npx tsx scripts/bundle.ts <out-dir>',
    script: 'scripts/bundle.ts',
    positionals: [{ name: '<out-dir>', description: 'where to write the bundles', required: true }],
    options: {},
  },
} as const satisfies Record<string, Command>;

export type DirectScript = keyof typeof DIRECT_SCRIPTS;
