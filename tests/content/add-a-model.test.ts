import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuideStep, projectCopy, walkGuide } from '../support/guides/guide-steps.js';

/**
 * docs/guides/add-a-model.md, carried out as written in a copy of the project: its code blocks add a "publications"
 * model (a hub at /publications/ and one page per publication) and its command blocks regenerate, typecheck, build
 * and test the copy. Then the new pages must be there in both languages, in the sitemap and in the search.
 */

const GUIDE = 'docs/guides/add-a-model.md';

/** What the guide's commands read; node_modules and the encoded image and font caches are linked, not copied. */
const COPIED = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
  'src',
  'pages',
  'renderer',
  'scripts',
  'tests',
  'public',
  'content',
  'content-queries',
];
const LINKED = ['node_modules', '.cache/images', '.cache/fonts'];

let project: string;
let steps: GuideStep[];

beforeAll(async () => {
  project = await projectCopy('add-a-model', COPIED, LINKED);
  // The guide's commands run as a reader runs them, not as workers of this test run (a nested Vitest reads these).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  steps = await walkGuide(GUIDE, project, {
    ...env,
    CONTENT_API_URL: '',
    BUILD_ID: '20261125T120000Z-addamodel',
    SITE_URL: 'http://localhost:4173',
  });
}, 420_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

const built = (path: string): Promise<string> => readFile(join(project, 'dist', path, 'index.html'), 'utf8');

describe('docs/guides/add-a-model.md, carried out in a copy of the project', () => {
  const pages = [
    { path: '/publications/', title: 'Publications' },
    { path: '/en/publications/', title: 'Publications' },
    { path: '/publications/guide-du-bail-commercial/', title: 'Guide du bail commercial' },
    { path: '/en/publications/commercial-lease-guide/', title: 'Commercial Lease Guide' },
  ];

  it('writes files and regenerates, typechecks and builds the project, in that order', () => {
    const commands = steps.flatMap((step) => (step.kind === 'commands' ? step.commands : []));
    const order = ['npm run content:schema', 'npm run content:queries', 'npm run typecheck', 'npm run build'];
    expect(commands.filter((command) => order.includes(command))).toEqual(order);
    expect(steps.filter((step) => step.kind === 'file').length).toBeGreaterThanOrEqual(4);
  });

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
