import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as team from '../../pages/employee/+data.server.js';
import { REAL_CONTENT_DIR } from '../../scripts/content-generate/scale/scaled-content.js';
import { contentDocument as document } from '../../renderer/server/server-entry.js';
import { createContentClient } from '../../src/content-client/content-client.js';
import { startContentServer, type ContentServer } from '../../src/content-service/server/content-server.js';
import { loadSiteData } from '../../renderer/server/load-site-data.js';
import { createPageContext } from '../../renderer/server/page-context.js';
import { pathChunks, type PageBuildContext, type PageRef } from '../../src/page-contract/page-module.js';

/** The team list's data hook, asked page by page the way the build and the dev server ask (real content). */
const TOKEN = 'team-pages';
let server: ContentServer;
let context: PageBuildContext;
/** The published team members of the content folder. */
const employeesDir = join(REAL_CONTENT_DIR, 'records/single_employee');
const employees = (
  await Promise.all(
    (
      await readdir(employeesDir)
    )
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(employeesDir, file), 'utf8')) as { _status: string }),
  )
).filter((record) => record._status !== 'draft');

beforeAll(async () => {
  server = await startContentServer({ dir: REAL_CONTENT_DIR, token: TOKEN });
  const content = createContentClient({ url: server.url, token: TOKEN });
  const { site } = await loadSiteData({
    locale: 'fr',
    buildTime: Date.parse('2026-11-25T12:00:00Z'),
    query: (name, variables) => content.query(document(name), variables),
  });
  context = createPageContext({
    content,
    contentDocument: document,
    locale: 'fr',
    site: { ...site, shell: TOKEN },
    siteUrl: 'https://www.example.test',
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the team list, a page at a time', () => {
  it('lists one page per 12 members and gives each page its own 12, the directory only beside the first', async () => {
    const refs: PageRef[] = [];
    for await (const chunk of pathChunks(team.paths(context))) refs.push(...chunk);
    const pages = Math.ceil(employees.length / 12);
    expect(refs.map((ref) => [ref.route, ref.params.page])).toEqual(
      Array.from({ length: pages }, (_, index) =>
        index === 0 ? ['employee', undefined] : ['employee-page-page', String(index + 1)],
      ),
    );
    const entries = await Promise.all(refs.map((ref) => team.data(ref, context)));
    const titles = entries.flatMap((entry) => entry?.data.items?.map((item) => item.title) ?? []);
    expect(titles).toHaveLength(employees.length);
    expect(new Set(titles).size).toBe(employees.length);
    expect(entries.map((entry) => entry?.files?.map((file) => file.name) ?? [])).toEqual(
      refs.map((_, index) => (index === 0 ? ['team-directory.json'] : [])),
    );
  });

  it('has no page at /page/1/, at a page number written otherwise, or past the last page', async () => {
    const last = Math.ceil(employees.length / 12);
    for (const page of ['1', '02', String(last + 1), '0', 'deux', '2.0']) {
      expect(await team.data({ route: 'employee-page-page', params: { page } }, context), page).toBeNull();
    }
    expect(await team.data({ route: 'employee', params: { page: '2' } }, context)).toBeNull();
    expect(await team.data({ route: 'employee-page-page', params: { page: String(last) } }, context)).not.toBeNull();
  });
});
