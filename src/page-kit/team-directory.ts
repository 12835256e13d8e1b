import { locales, localeFromGql, type Locale } from '../config/locales.js';
import type { FilterOption, TeamDirectory, TeamFilterOptions } from '../runtime/team-directory.js';
import { employeeCard } from './cards.js';
import type { ItemOf } from '../content/content-documents.js';

/** The directory's file name, published beside the first page of the team list. */
export const TEAM_DIRECTORY_FILE = 'team-directory.json';

/** A role's filter value: its English wording as a slug (« Associé » and « Associée » are both `partner`). */
function roleValue(record: ItemOf<'single_employee'>): string {
  const english = record._allRoleLocales.find((entry) => localeFromGql(entry.locale) === 'en')?.value ?? record.role;
  return english
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Options sorted by label as readers of `locale` sort them. */
function sorted(options: Map<string, string>, locale: Locale): FilterOption[] {
  const collator = new Intl.Collator(locales[locale].iso);
  return [...options].map(([value, label]) => ({ value, label })).sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The filter choices of the team list (only values some member has) and the directory it filters, members in
 * list order. A role's label joins the wordings it has in `locale`: « Associé / Associée ».
 */
export function teamDirectory(records: readonly ItemOf<'single_employee'>[], locale: Locale): { directory: TeamDirectory; options: TeamFilterOptions } {
  const practiceAreas = new Map<string, string>();
  const offices = new Map<string, string>();
  const roles = new Map<string, Set<string>>();
  const members = records.map((record) => {
    const role = roleValue(record);
    roles.set(role, (roles.get(role) ?? new Set()).add(record.role));
    for (const area of record.practiceAreas) practiceAreas.set(area.id, area.title ?? area.id);
    if (record.office) offices.set(record.office.id, record.office.name);
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
  });
  const collator = new Intl.Collator(locales[locale].iso);
  const roleLabels = new Map([...roles].map(([value, labels]) => [value, [...labels].sort(collator.compare).join(' / ')]));
  return {
    directory: { members },
    options: { practiceArea: sorted(practiceAreas, locale), office: sorted(offices, locale), role: sorted(roleLabels, locale) },
  };
}
