import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/adding-a-model.md, done as a newcomer would in a copy of the project: a "publications" model (a hub at
 * /publications/ and one page per publication) added with its two rows, its two page folders, its content files and
 * its catalogue entries, nothing else; then `npm run content:queries` and `npm run build`, as they would run them.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/** What a build reads; node_modules and the encoded image and font caches are linked, not copied. */
const COPIED = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'src',
  'pages',
  'renderer',
  'scripts',
  'public',
  'content',
  'content-queries',
];
const LINKED = ['node_modules', '.cache/images', '.cache/fonts'];

/** The two rows of docs/adding-a-model.md, added before the blocks of the model table. */
const ROWS = `  {
    model: 'page_publications_hub',
    singleton: true,
    fields: pageFields(),
    pages: {
      route: 'publications',
      paths: { fr: '/publications/', en: '/en/publications/' },
      document: 'page-publications-hub',
      template: 'singleton-page',
      hubs: [],
    },
  },
  {
    model: 'single_publication',
    draftMode: true,
    defaultOrder: 'position_ASC',
    fields: [title, slug, intro, heroImage, body, position, seo],
    pages: {
      route: 'publications-slug',
      paths: { fr: '/publications/{slug}/', en: '/en/publications/{slug}/' },
      document: 'publications',
      template: 'simple-page',
      hubs: ['publications'],
      searchLabel: 'search.type.publications',
    },
    scale: 'multiplied',
  },

  // Blocks
`;

const PAGES: Record<string, string> = {
  'publications/+Page.tsx': "export { HubPage as default } from '../../src/components/templates/HubPage.js';\n",
  'publications/+data.server.ts': `import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

async function pages(context: PageBuildContext) {
  const publications = await context.queryAll('publications', 'items');
  const items = publications.sort(byPosition).map(expertiseCard);
  return [await hubEntry(context, { document: 'page-publications-hub', route: 'publications', items })];
}

export const { paths, data } = computedPages(pages);
`,
  'publications-slug/+Page.tsx':
    "export { SimpleDetailPage as default } from '../../src/components/templates/SimpleDetailPage.js';\n",
  'publications-slug/+data.server.ts': `import { simpleDetailPages } from '../../src/page-kit/simple-detail-pages.js';

export const { paths, data } = simpleDetailPages('single_publication');
`,
};

const dates = { _status: 'published', _createdAt: '2026-10-01T09:00:00-04:00' };
const RECORDS: Record<string, object> = {
  'page_publications_hub/page-publications-hub.json': {
    id: 'page-publications-hub',
    ...dates,
    title: { 'fr-CA': 'Publications', 'en-CA': 'Publications' },
    intro: {
      'fr-CA': 'Nos guides pratiques, à lire et à partager.',
      'en-CA': 'Our practical guides, to read and share.',
    },
  },
  'single_publication/pub-guide-bail-commercial.json': {
    id: 'pub-guide-bail-commercial',
    ...dates,
    title: { 'fr-CA': 'Guide du bail commercial', 'en-CA': 'Commercial Lease Guide' },
    slug: { 'fr-CA': 'guide-du-bail-commercial', 'en-CA': 'commercial-lease-guide' },
    intro: { 'fr-CA': 'Ce qu’il faut négocier avant de signer.', 'en-CA': 'What to negotiate before you sign.' },
    body: { 'fr-CA': 'La durée, le loyer et les travaux.', 'en-CA': 'The term, the rent and the work.' },
    position: 1,
  },
};

/** The catalogue entries: the search label the row names, in each language. */
const LABELS = { fr: 'Publications', en: 'Publications' };

let project: string;

async function addModel(): Promise<void> {
  const table = join(project, 'src/content/model/site-models.ts');
  const source = await readFile(table, 'utf8');
  expect(source).toContain('  // Blocks\n');
  await writeFile(table, source.replace('  // Blocks\n', ROWS));
  for (const [file, text] of Object.entries(PAGES)) {
    await mkdir(join(project, 'pages', file, '..'), { recursive: true });
    await writeFile(join(project, 'pages', file), text);
  }
  for (const [file, record] of Object.entries(RECORDS)) {
    await mkdir(join(project, 'content/records', file, '..'), { recursive: true });
    await writeFile(join(project, 'content/records', file), `${JSON.stringify(record, null, 2)}\n`);
  }
  const catalogue = join(project, 'src/i18n/catalogue/search.ts');
  const words = await readFile(catalogue, 'utf8');
  const last = /^( {2}'search\.type\.pages': .*\n)/gm;
  expect(words.match(last)).toHaveLength(2);
  let language = 0;
  await writeFile(
    catalogue,
    words.replace(
      last,
      (line: string) => `${line}  'search.type.publications': '${language++ === 0 ? LABELS.fr : LABELS.en}',\n`,
    ),
  );
}

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'add-a-model-'));
  await Promise.all(COPIED.map((entry) => cp(join(root, entry), join(project, entry), { recursive: true })));
  await mkdir(join(project, '.cache'));
  await Promise.all(LINKED.map((entry) => symlink(join(root, entry), join(project, entry))));
  await addModel();
  const env = {
    ...process.env,
    CONTENT_API_URL: '',
    BUILD_ID: '20261125T120000Z-addamodel',
    SITE_URL: 'http://localhost:4173',
  };
  await run('npm', ['run', 'content:queries'], { cwd: project, env });
  await run('npm', ['run', 'build'], { cwd: project, env, maxBuffer: 16 * 1024 * 1024 });
}, 300_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

const built = (path: string): Promise<string> => readFile(join(project, 'dist', path, 'index.html'), 'utf8');

describe('adding a model: its row, its page folders, its content files, its catalogue entries', () => {
  const pages = [
    { path: '/publications/', title: 'Publications' },
    { path: '/en/publications/', title: 'Publications' },
    { path: '/publications/guide-du-bail-commercial/', title: 'Guide du bail commercial' },
    { path: '/en/publications/commercial-lease-guide/', title: 'Commercial Lease Guide' },
  ];

  it('builds its hub and detail pages in both languages', async () => {
    for (const { path, title } of pages) expect(await built(path), path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(await built('/publications/'), 'the hub links its records').toContain(
      'href="/publications/guide-du-bail-commercial/"',
    );
    expect(await built('/en/publications/commercial-lease-guide/'), 'breadcrumbs through its hub').toContain(
      'href="/en/publications/"',
    );
  });

  it('lists them in the sitemap', async () => {
    const sitemap = await readFile(join(project, 'dist/sitemap.xml'), 'utf8');
    for (const { path } of pages) {
      const entry = path.startsWith('/en/')
        ? `hreflang="en-CA" href="http://localhost:4173${path}"`
        : `<loc>http://localhost:4173${path}</loc>`;
      expect(sitemap.includes(entry), entry).toBe(true);
    }
  });

  it('gives the search a record of each detail page, under the type of its route', async () => {
    for (const [locale, path] of [
      ['fr', '/publications/guide-du-bail-commercial/'],
      ['en', '/en/publications/commercial-lease-guide/'],
    ] as const) {
      const records = JSON.parse(await readFile(join(project, 'builds/search-records', `${locale}.json`), 'utf8')) as {
        type: string;
        url: string;
      }[];
      expect(
        records.filter((record) => record.url === path).map((record) => record.type),
        path,
      ).toContain('publications-slug');
    }
  });
});
