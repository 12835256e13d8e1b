import type { OfficeKey } from '../authoring/firm.js';
import type { Person, RoleKey, School } from '../authoring/people-types.js';
import { createRng } from '../lib/rng.js';
import { employeeName } from './names.js';
import { backgrounds, involvements } from './tables.js';
import { gendered, pick } from './text.js';

/** Twenty roles in rotation: the shape of a mid-sized firm. */
const roleCycle: readonly RoleKey[] = [
  'partner', 'associate', 'associate', 'paralegal', 'counsel', 'associate', 'partner', 'notary', 'associate', 'paralegal',
  'partner', 'associate', 'notary-partner', 'associate', 'counsel', 'partner', 'paralegal', 'associate', 'notary', 'partner',
];
const officeCycle: readonly OfficeKey[] = ['mtl', 'mtl', 'qc', 'mtl', 'sher'];
const lawSchools: readonly School[] = ['udem', 'laval', 'usherb', 'mcgill', 'uottawa', 'uqam'];
const colleges: readonly School[] = ['ahuntsic', 'garneau', 'cegep-sherbrooke'];
const extraLanguages = [
  { fr: 'espagnol', en: 'Spanish' }, { fr: 'arabe', en: 'Arabic' }, { fr: 'italien', en: 'Italian' },
  { fr: 'portugais', en: 'Portuguese' }, { fr: 'mandarin', en: 'Mandarin' }, { fr: 'allemand', en: 'German' },
];
const yearRanges: Record<RoleKey, [number, number]> = {
  'managing-partner': [1995, 2000], partner: [1996, 2013], 'notary-partner': [1996, 2010], counsel: [1990, 2012],
  associate: [2014, 2025], notary: [2010, 2024], paralegal: [2005, 2024],
};

const kindOf = (role: RoleKey): keyof typeof backgrounds =>
  role === 'paralegal' ? 'paralegal' : role === 'notary' || role === 'notary-partner' ? 'notary' : role === 'associate' ? 'associate' : 'senior';

/** Generated team member `index`, practising in the given practice areas and industries. */
export function personAt(index: number, paIds: (j: number) => string, paCount: number, industryIds: (j: number) => string, industryCount: number): Person {
  const rng = createRng(`emp-${index}`);
  const name = employeeName(index);
  const role: RoleKey = index === 0 ? 'managing-partner' : pick(roleCycle, index);
  const [from, to] = yearRanges[role];
  const kind = kindOf(role);
  const g = (pair: { fr: string; en: string }) => ({ fr: gendered(pair.fr, name.gender), en: gendered(pair.en, name.gender) });
  const main = index % paCount;
  const second = (index * 7 + 3) % paCount;
  return {
    slug: name.slug,
    first: name.first,
    last: name.last,
    gender: name.gender,
    role,
    office: pick(officeCycle, index),
    practiceAreas: second !== main && index % 3 === 0 ? [paIds(main), paIds(second)] : [paIds(main)],
    industries: role === 'paralegal' ? [] : [industryIds(index % industryCount)],
    year: rng.int(from, to),
    school: role === 'paralegal' ? rng.pick(colleges) : rng.pick(lawSchools),
    ...(rng.chance(0.25) ? { languages: [rng.pick(extraLanguages)] } : {}),
    ...(index % 17 === 0 ? { englishFirst: true } : {}),
    background: g(pick(backgrounds[kind], index)),
    involvement: g(pick(involvements, index)),
    linkedin: index % 3 === 0,
    cellular: kind === 'senior' && index % 2 === 0,
  };
}
