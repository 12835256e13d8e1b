import { locales, localeFromGql, type Locale } from '../config/locales.js';
import { ShelfFile, type ShelfSlot } from '../io/shelf-file.js';
import type { FilterOption, TeamDirectoryMember, TeamFilterOptions } from '../page-contract/team-directory-data.js';
import { employeeCard } from './cards.js';
import type { ItemOf } from '../content-model/content-results.js';

/** The directory's file name, published beside the first page of the team list. */
export const TEAM_DIRECTORY_FILE = 'team-directory.json';

type Employee = ItemOf<'single_employee'>;

/**
 * What the build keeps of a member while it reads the team: where their directory entry's JSON lies in the team's
 * temporary file, their filter values and the names the list sorts by.
 */
interface TeamEntry {
  firstName: string;
  lastName: string;
  values: TeamDirectoryMember['values'];
  slot: ShelfSlot;
}

/** The team's directory entries in list order, read from disk a page's share at a time. */
export interface TeamMembers {
  readonly length: number;
  slice(start: number, end: number): TeamDirectoryMember[];
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

function teamMember(record: Employee, role: string): TeamDirectoryMember {
  const card = employeeCard(record);
  return {
    // Filtered results show photos lazily, without the blur placeholders the list pages carry.
    card: card.image ? { ...card, image: { ...card.image, responsiveImage: null } } : card,
    values: {
      practiceArea: record.practiceAreas.map((area) => area.id),
      office: record.office ? [record.office.id] : [],
      role: [role],
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
 * choices of the team list (only values some member has), read a page of records at a time: each member's directory
 * entry goes to a temporary file as its JSON text (`ShelfFile`), and the build keeps their names, filter values and
 * place in the file (at 100,000 pages the English team's 20,706 entries held 41 MB). `json()` is the directory file's
 * text, `{"members":[…]}` in list order, in pieces read from the file as they are taken (a `PageFile`'s content: the
 * whole text, 12.9 MB at 100,000 pages, is never held). A role's label joins the wordings it has in `locale`:
 * « Associé / Associée ».
 */
export async function teamDirectory(
  pages: AsyncIterable<readonly Employee[]> | Iterable<readonly Employee[]>,
  locale: Locale,
): Promise<{ members: TeamMembers; json: () => Iterable<string>; options: TeamFilterOptions }> {
  const file = new ShelfFile();
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
      const member = teamMember(record, role);
      entries.push({
        firstName: record.firstName,
        lastName: record.lastName,
        values: member.values,
        slot: file.add(member),
      });
    }
  }
  const collator = new Intl.Collator(locales[locale].iso);
  entries.sort((a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName));
  const roleLabels = new Map(
    [...roles].map(([value, labels]) => [value, [...labels].sort(collator.compare).join(' / ')]),
  );
  const valuesOf = (key: keyof TeamDirectoryMember['values']) => entries.flatMap((entry) => entry.values[key]);
  const slots = entries.map((entry) => entry.slot);
  return {
    members: {
      length: slots.length,
      slice: (start, end) => slots.slice(start, end).map((slot) => file.read(slot) as TeamDirectoryMember),
    },
    json: function* () {
      yield '{"members":[';
      for (const [index, slot] of slots.entries()) yield `${index === 0 ? '' : ','}${JSON.stringify(file.read(slot))}`;
      yield ']}';
    },
    options: {
      practiceArea: sorted(practiceAreas, valuesOf('practiceArea'), locale),
      office: sorted(offices, valuesOf('office'), locale),
      role: sorted(roleLabels, valuesOf('role'), locale),
    },
  };
}
