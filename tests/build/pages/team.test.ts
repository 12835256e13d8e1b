import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TeamDirectory } from '../../../src/page-contract/team-directory-data.js';
import type { data as teamData } from '../../../pages/employee/+data.server.js';
import type { PageData } from '../../../src/page-kit/page-data.js';
import { buildPath, paginatedPath } from '../../../src/routing/build-path.js';
import {
  contentRecords,
  field,
  isBuilt,
  loadPage,
  LOCALES,
  present,
  readPayload,
  siteDir,
  t,
  textOf,
} from './support.js';
import { itemId } from '../../support/content-ids.js';

/** What the team list's pages get, from their data hook. */
type TeamPageData = PageData<typeof teamData>;

const employees = await contentRecords('single_employee');

describe('the team list', () => {
  it('lists every member once, by last name, 12 per page, with role and office', async () => {
    for (const locale of LOCALES) {
      const pages = Math.ceil(employees.length / 12);
      const listed: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const path = paginatedPath('employee', locale, page);
        const $ = await loadPage(path);
        expect(textOf($, 'main h1')).toBe((await readPayload<TeamPageData>(path)).data.page.title);
        const cards = $('main .card-list > li');
        expect(cards.length).toBe(page < pages ? 12 : employees.length - 12 * (pages - 1));
        cards.each((_, card) => {
          listed.push($(card).find('h2 a').attr('href') ?? '');
          expect($(card).find('.meta').text().length).toBeGreaterThan(0);
        });
        expect($('main nav.pagination a[aria-current="page"]').text()).toBe(String(page));
      }
      expect(new Set(listed).size).toBe(employees.length);
      for (const href of listed) expect(isBuilt(href), href).toBe(true);
      const collator = new Intl.Collator(locale === 'fr' ? 'fr-CA' : 'en-CA');
      const lastNames = listed.map(
        (href) =>
          present(
            employees.find((employee) => href.endsWith(`/${field(employee, 'slug', locale)}/`)),
            `the employee of ${href}`,
          ).lastName as string,
      );
      expect([...lastNames].sort(collator.compare)).toEqual(lastNames);
    }
  });

  it('renders without its filter form in HTML: with no JavaScript the pages show the whole team', async () => {
    const $ = await loadPage(buildPath('employee', 'fr'));
    expect($('main form')).toHaveLength(0);
    expect($('main nav.pagination')).toHaveLength(1);
  });

  it('publishes the whole team as a directory the filter fetches, with choices by practice area, office and role', async () => {
    for (const locale of LOCALES) {
      const { data } = await readPayload<TeamPageData>(paginatedPath('employee', locale, 2));
      expect(data.filter.directory).toBe(`${buildPath('employee', locale)}team-directory.json`);
      const directory = JSON.parse(await readFile(join(siteDir, data.filter.directory), 'utf8')) as TeamDirectory;
      expect(directory.members).toHaveLength(employees.length);
      const { options } = data.filter;
      expect(options.office.map((option) => option.value).sort()).toEqual(
        ['office-montreal', 'office-quebec', 'office-sherbrooke'].map(itemId).sort(),
      );
      expect(options.practiceArea.length).toBeGreaterThan(5);
      for (const member of directory.members) {
        for (const key of ['practiceArea', 'office', 'role'] as const) {
          for (const value of member.values[key])
            expect(
              options[key].map((option) => option.value),
              `${member.card.title} ${key}`,
            ).toContain(value);
        }
      }
      const labels = options.role.map((option) => option.label);
      if (locale === 'fr') expect(labels).toContain('Associé / Associée');
      else expect(labels).toContain('Partner');
      expect(t(locale, 'team.filter.office')).not.toBe('');
    }
  });
});
