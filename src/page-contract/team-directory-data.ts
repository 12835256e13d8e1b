import type { CardData } from './page-view.js';

/** What the team list can be filtered by. */
export type TeamFilterKey = 'practiceArea' | 'office' | 'role';

/** One choice of a filter: the value in the URL (`?office=office-montreal`) and its label in the page's language. */
export interface FilterOption {
  value: string;
  label: string;
}

export type TeamFilterOptions = Record<TeamFilterKey, FilterOption[]>;

/** What a team list page needs to filter: the choices, and where the whole team's directory is published. */
export interface TeamFilterData {
  /** Site path of the directory file (TeamDirectory as JSON), beside the first page of the list. */
  directory: string;
  options: TeamFilterOptions;
}

/** One member of the directory: their card, and their values for each filter. */
export interface TeamDirectoryMember {
  card: CardData;
  values: Record<TeamFilterKey, string[]>;
}

/** The whole team in list order, fetched by the filter when a visitor uses it. */
export interface TeamDirectory {
  members: TeamDirectoryMember[];
}
