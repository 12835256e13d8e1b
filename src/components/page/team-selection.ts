import type { CardData } from '../../page-contract/page-view.js';
import type { TeamDirectory, TeamFilterKey, TeamFilterOptions } from '../../page-contract/team-directory-data.js';

/** The chosen value of each filter; a filter left out shows everyone. */
export type TeamSelection = Partial<Record<TeamFilterKey, string>>;

/** The filters, in the order the form shows them. */
export const TEAM_FILTER_KEYS: readonly TeamFilterKey[] = ['practiceArea', 'office', 'role'];

/** The selection a URL's query string asks for (`?office=office-montreal&role=partner`), keeping known values only. */
export function readSelection(search: string, options: TeamFilterOptions): TeamSelection {
  const query = new URLSearchParams(search);
  const selection: TeamSelection = {};
  for (const key of TEAM_FILTER_KEYS) {
    const value = query.get(key);
    if (value && options[key].some((option) => option.value === value)) selection[key] = value;
  }
  return selection;
}

/** The query string of a selection, '' when nothing is chosen. */
export function selectionSearch(selection: TeamSelection): string {
  const query = new URLSearchParams();
  for (const key of TEAM_FILTER_KEYS) {
    const value = selection[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `?${search}` : '';
}

export function isFiltering(selection: TeamSelection): boolean {
  return TEAM_FILTER_KEYS.some((key) => selection[key]);
}

/** The cards of the members who have every chosen value, in directory order. */
export function matchingMembers(directory: TeamDirectory, selection: TeamSelection): CardData[] {
  return directory.members
    .filter((member) =>
      TEAM_FILTER_KEYS.every((key) => {
        const value = selection[key];
        return !value || member.values[key].includes(value);
      }),
    )
    .map((member) => member.card);
}
