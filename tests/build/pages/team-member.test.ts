import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import {
  contentRecord,
  contentRecords,
  fact,
  field,
  isBuilt,
  jsonLdOfType,
  lines,
  loadPage,
  LOCALES,
  present,
  siteDir,
  slugOf,
  t,
  textOf,
  withSlug,
} from './support.js';

const employees = await contentRecords('single_employee');

describe('team member pages', () => {
  it('show the role, office, phones, email, LinkedIn profile, vCard, practice areas and mandates, labelled in the page language', async () => {
    for (const locale of LOCALES) {
      for (const { record: employee, slug } of withSlug(employees, locale)) {
        const path = buildPath('employee-slug', locale, { slug });
        const $ = await loadPage(path);
        const name = `${employee.firstName as string} ${employee.lastName as string}`;
        expect(textOf($, 'main h1'), path).toBe(name);
        expect(textOf($, 'main .page-intro .lead'), path).toBe(field(employee, 'role', locale));
        const office = await contentRecord('office', employee.office as string);
        expect(fact($, t(locale, 'employee.office')).text(), path).toBe(field(office, 'name', locale));
        const phone = employee.phone as string;
        expect(fact($, t(locale, 'employee.phone')).find('a').attr('href'), path).toBe(
          `tel:+1${phone.replace(/\D/g, '')}`,
        );
        const cellular = employee.cellular as string | undefined;
        if (cellular)
          expect(fact($, t(locale, 'employee.cellular')).find('a').attr('href'), path).toBe(
            `tel:+1${cellular.replace(/\D/g, '')}`,
          );
        else expect(fact($, t(locale, 'employee.cellular')), path).toHaveLength(0);
        expect(fact($, t(locale, 'employee.email')).find('a').attr('href'), path).toBe(
          `mailto:${employee.email as string}`,
        );
        const linkedin = $('main .profile-links a').filter((_, a) =>
          $(a).text().includes(t(locale, 'employee.linkedin')),
        );
        expect(linkedin.attr('href'), path).toBe(employee.linkedinUrl);
        const vcard = $('main .profile-links a[download]');
        expect(vcard.text(), path).toContain(t(locale, 'employee.vcard'));
        expect(vcard.attr('href'), path).toBe(`${path}${slug}.vcf`);
        expect(isBuilt(vcard.attr('href') ?? ''), path).toBe(true);
        const areas = $('#practice-areas').next('ul').find('a');
        expect(textOf($, '#practice-areas'), path).toBe(t(locale, 'employee.practiceAreas'));
        expect(areas.length, path).toBe((employee.practiceAreas as string[]).length);
        areas.each((_, area) => expect(isBuilt($(area).attr('href') ?? ''), path).toBe(true));
        const expectedMandates = lines(field(employee, 'representativeMandates', locale));
        const mandates = $('#mandates')
          .next('ul')
          .find('li')
          .map((_, li) => $(li).text())
          .get();
        expect(mandates, path).toEqual(expectedMandates);
        if (expectedMandates.length > 0)
          expect(textOf($, '#mandates'), path).toBe(t(locale, 'employee.representativeMandates'));
      }
    }
  });

  it('describe the member as a Person in structured data, with a breadcrumb trail through the team page', async () => {
    const employee = present(employees[0], 'a published employee');
    for (const locale of LOCALES) {
      const path = buildPath('employee-slug', locale, { slug: slugOf(employee, locale) });
      const $ = await loadPage(path);
      const person = jsonLdOfType($, 'Person');
      expect(person).toMatchObject({
        name: `${employee.firstName as string} ${employee.lastName as string}`,
        jobTitle: field(employee, 'role', locale),
        email: `mailto:${employee.email as string}`,
      });
      expect(String(person?.url)).toMatch(new RegExp(`${path}$`));
      const trail = jsonLdOfType($, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
      expect(trail.map((crumb) => crumb.item.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
        buildPath('index', locale),
        buildPath('employee', locale),
        path,
      ]);
      expect(
        $('main nav.breadcrumbs a')
          .map((_, a) => $(a).attr('href'))
          .get(),
      ).toEqual([buildPath('index', locale), buildPath('employee', locale)]);
    }
  });
});

/** A vCard's content lines, unfolded (RFC 6350 §3.2), as [name with parameters, value]. */
function parseVcard(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

describe('team member vCards', () => {
  it('are vCard 3.0 files in UTF-8 with CRLF line endings, folded at 75 octets', async () => {
    for (const employee of employees) {
      const slug = slugOf(employee, 'fr');
      const bytes = await readFile(join(siteDir, buildPath('employee-slug', 'fr', { slug }), `${slug}.vcf`));
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      const names = parseVcard(text).map(([name]) => name.split(';')[0]);
      expect(names[0]).toBe('BEGIN');
      expect(names.at(-1)).toBe('END');
      for (const required of ['VERSION', 'N', 'FN', 'ORG', 'TITLE', 'TEL', 'EMAIL', 'ADR', 'URL'])
        expect(names, `${slug}: ${required}`).toContain(required);
    }
  });

  it('carry the member’s name, title, organisation, phones, email, office address and page, accents intact', async () => {
    for (const locale of LOCALES) {
      for (const { record: employee, slug } of withSlug(employees, locale)) {
        const path = buildPath('employee-slug', locale, { slug });
        const lines = parseVcard(await readFile(join(siteDir, path, `${slug}.vcf`), 'utf8'));
        const value = (name: string) => lines.find(([key]) => key === name)?.[1];
        const office = await contentRecord('office', employee.office as string);
        const vcardEscape = (text: string) => text.replace(/[\\,;]/g, (character) => `\\${character}`);
        expect(value('VERSION')).toBe('3.0');
        expect(value('N')).toBe(
          `${vcardEscape(employee.lastName as string)};${vcardEscape(employee.firstName as string)};;;`,
        );
        expect(value('FN')).toBe(`${employee.firstName as string} ${employee.lastName as string}`);
        expect(value('ORG')).toBe('Carrier Beaumont Lessard');
        expect(value('TITLE')).toBe(
          vcardEscape(present(field(employee, 'role', locale), `the ${locale} role of ${employee.id}`)),
        );
        expect(value('TEL;TYPE=WORK,VOICE')).toBe(`+1${(employee.phone as string).replace(/\D/g, '')}`);
        if (employee.cellular)
          expect(value('TEL;TYPE=CELL,VOICE')).toBe(`+1${(employee.cellular as string).replace(/\D/g, '')}`);
        expect(value('EMAIL;TYPE=INTERNET,WORK')).toBe(employee.email);
        expect(value('ADR;TYPE=WORK')).toBe(
          `;;${vcardEscape(office.address as string)};${office.city as string};${office.province as string};${office.postalCode as string};Canada`,
        );
        expect(value('URL')).toMatch(new RegExp(`^(https?://[^/]+)?${path}$`));
      }
    }
  });
});
