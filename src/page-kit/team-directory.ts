import { locales, localeFromGql, type Locale } from '../config/locales.js';
import type { FilterOption, TeamDirectory, TeamDirectoryMember, TeamFilterOptions } from '../runtime/team-directory.js';
import { employeeCard } from './cards.js';
import type { ItemOf } from '../content/content-documents.js';

/** The directory's file name, published beside the first page of the team list. */
export const TEAM_DIRECTORY_FILE = 'team-directory.json';

type Employee = ItemOf<'single_employee'>;

/** What the build keeps of a member while it reads the team: their directory entry and the names the list sorts by. */
interface TeamEntry {
  firstName: string;
  lastName: string;
  member: TeamDirectoryMember;
}

/** A role's filter value: its English wording as a slug (« Associé » and « Associée » are both `partner`). */
function roleValue(record: Employee): string {
  const english = record._allRoleLocales.find((entry) => localeFromGql(entry.locale) === 'en')?.value ?? record.role;
  return english
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function teamEntry(record: Employee, role: string): TeamEntry {
  const card = employeeCard(record);
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    member: {
      // Filtered results show photos lazily, without the blur placeholders the list pages carry.
      card: card.image ? { ...card, image: { ...card.image, responsiveImage: null } } : card,
      values: {
        practiceArea: record.practiceAreas.map((area) => area.id),
        office: record.office ? [record.office.id] : [],
        role: [role],
      },
    },
  };
}

/**
 * Options sorted by label as readers of `locale` sort them; equal labels in the order the list first shows their
 * values (`values`, the values members have in list order).
 */
function sorted(labels: ReadonlyMap<string, string>, values: Iterable<string>, locale: Locale): FilterOption[] {
  const collator = new Intl.Collator(locales[locale].iso);
  return [...new Set(values)]
    .map((value) => ({ value, label: labels.get(value) ?? value }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The whole team in list order (by last name, then first name, as readers of `locale` sort them) with the filter
 * choices of the team list (only values some member has), read a page of records at a time: the build keeps a small
 * entry per member (their directory card and filter values), never the whole records, so what it holds for the team
 * is the directory's size. A role's label joins the wordings it has in `locale`: « Associé / Associée ».
 */
export async function teamDirectory(
  pages: AsyncIterable<readonly Employee[]> | Iterable<readonly Employee[]>,
  locale: Locale,
): Promise<{ directory: TeamDirectory; options: TeamFilterOptions }> {
  const practiceAreas = new Map<string, string>();
  const offices = new Map<string, string>();
  const roles = new Map<string, Set<string>>();
  const entries: TeamEntry[] = [];
  for await (const records of pages) {
    for (const record of records) {
      const role = roleValue(record);
      roles.set(role, (roles.get(role) ?? new Set()).add(record.role));
      for (const area of record.practiceAreas) practiceAreas.set(area.id, area.title ?? area.id);
      if (record.office) offices.set(record.office.id, record.office.name);
      entries.push(teamEntry(record, role));
    }
  }
  const collator = new Intl.Collator(locales[locale].iso);
  entries.sort((a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName));
  const members = entries.map((entry) => entry.member);
  const roleLabels = new Map([...roles].map(([value, labels]) => [value, [...labels].sort(collator.compare).join(' / ')]));
  const valuesOf = (key: keyof TeamDirectoryMember['values']) => members.flatMap((member) => member.values[key]);
  return {
    directory: { members },
    options: {
      practiceArea: sorted(practiceAreas, valuesOf('practiceArea'), locale),
      office: sorted(offices, valuesOf('office'), locale),
      role: sorted(roleLabels, valuesOf('role'), locale),
    },
  };
}
