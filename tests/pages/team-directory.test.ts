import { describe, expect, it } from 'vitest';
import type { ItemOf } from '../../src/content-model/content-results.js';
import { teamDirectory } from '../../src/page-kit/team-directory.js';

function employee(
  id: string,
  role: { fr: string; en: string },
  office: string,
  practiceAreas: string[],
): ItemOf<'single_employee'> {
  return {
    __typename: 'SingleEmployeeRecord',
    id,
    slug: id,
    _seoMetaTags: [],
    _allSlugLocales: [],
    firstName: id,
    lastName: id.toUpperCase(),
    role: role.fr,
    _allRoleLocales: [
      { locale: 'fr_CA', value: role.fr },
      { locale: 'en_CA', value: role.en },
    ],
    office: {
      id: `office-${office}`,
      name: office,
      address: '',
      city: office,
      province: 'QC',
      postalCode: '',
      phone: '',
      email: null,
      mapUrl: null,
    },
    phone: null,
    cellular: null,
    email: `${id}@example.test`,
    linkedinUrl: null,
    photo: null,
    biography: null,
    practiceAreas: practiceAreas.map((area) => ({
      __typename: 'SinglePracticeAreaRecord',
      id: `pa-${area}`,
      slug: area,
      title: area,
    })),
    representativeMandates: null,
    education: null,
    barAdmissions: null,
    languages: null,
  };
}

describe('teamDirectory', () => {
  const records = [
    employee('ana', { fr: 'Associée', en: 'Partner' }, 'Québec', ['Litige']),
    employee('ben', { fr: 'Associé', en: 'Partner' }, 'Montréal', ['Fiscalité', 'Litige']),
    employee('eve', { fr: 'Avocate-conseil', en: 'Counsel' }, 'Montréal', []),
  ];

  it('groups roles by their English wording, labelled with every wording of the page language', async () => {
    const { options } = await teamDirectory([records], 'fr');
    expect(options.role).toEqual([
      { value: 'partner', label: 'Associé / Associée' },
      { value: 'counsel', label: 'Avocate-conseil' },
    ]);
  });

  it('offers only the practice areas and offices some member has, sorted by label', async () => {
    const { options } = await teamDirectory([records], 'fr');
    expect(options.practiceArea.map((option) => option.label)).toEqual(['Fiscalité', 'Litige']);
    expect(options.office).toEqual([
      { value: 'office-Montréal', label: 'Montréal' },
      { value: 'office-Québec', label: 'Québec' },
    ]);
  });

  it('lists every member by last name, with their card and filter values, however the records are paged', async () => {
    const pages = (async function* () {
      yield records.slice(2);
      yield records.slice(0, 2).reverse();
    })();
    const { members, json, options } = await teamDirectory(pages, 'en');
    expect(options).toEqual((await teamDirectory([records], 'en')).options);
    const directory = members.slice(0, members.length);
    expect(directory.map((member) => member.card.title)).toEqual(['ana ANA', 'ben BEN', 'eve EVE']);
    expect(JSON.parse([...json()].join(''))).toEqual({ members: directory });
    expect(directory[1]?.values).toEqual({
      practiceArea: ['pa-Fiscalité', 'pa-Litige'],
      office: ['office-Montréal'],
      role: ['partner'],
    });
  });
});
