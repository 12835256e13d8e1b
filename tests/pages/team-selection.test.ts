import { describe, expect, it } from 'vitest';
import {
  isFiltering,
  matchingMembers,
  readSelection,
  selectionSearch,
} from '../../src/components/page/team-selection.js';
import type { TeamDirectory, TeamFilterOptions } from '../../src/page-contract/team-directory-data.js';

const options: TeamFilterOptions = {
  practiceArea: [
    { value: 'pa-tax', label: 'Fiscalité' },
    { value: 'pa-litigation', label: 'Litige' },
  ],
  office: [
    { value: 'office-montreal', label: 'Montréal' },
    { value: 'office-quebec', label: 'Québec' },
  ],
  role: [
    { value: 'partner', label: 'Associé / Associée' },
    { value: 'associate', label: 'Avocat / Avocate' },
  ],
};

const member = (id: string, practiceArea: string[], office: string, role: string) => ({
  card: { record: { __typename: 'SingleEmployeeRecord', id, slug: id }, title: id },
  values: { practiceArea, office: [office], role: [role] },
});

const directory: TeamDirectory = {
  members: [
    member('a', ['pa-tax'], 'office-montreal', 'partner'),
    member('b', ['pa-tax', 'pa-litigation'], 'office-quebec', 'associate'),
    member('c', ['pa-litigation'], 'office-montreal', 'associate'),
  ],
};

describe('the team selection', () => {
  it('reads known values from the query string and ignores the rest', () => {
    expect(readSelection('?office=office-quebec&role=nobody&page=2', options)).toEqual({ office: 'office-quebec' });
    expect(readSelection('', options)).toEqual({});
  });

  it('writes itself back as a query string in a fixed order, empty when nothing is chosen', () => {
    expect(selectionSearch({ role: 'partner', practiceArea: 'pa-tax' })).toBe('?practiceArea=pa-tax&role=partner');
    expect(selectionSearch({})).toBe('');
    expect(isFiltering({})).toBe(false);
    expect(isFiltering({ office: 'office-montreal' })).toBe(true);
  });

  it('keeps the members who have every chosen value, in directory order', () => {
    const ids = (selection: Parameters<typeof matchingMembers>[1]) =>
      matchingMembers(directory, selection).map((card) => card.record.id);
    expect(ids({ practiceArea: 'pa-tax' })).toEqual(['a', 'b']);
    expect(ids({ practiceArea: 'pa-litigation', office: 'office-montreal' })).toEqual(['c']);
    expect(ids({ role: 'partner', office: 'office-quebec' })).toEqual([]);
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });
});
