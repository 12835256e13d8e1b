import { people } from '../authoring/people.js';
import { slugify } from '../lib/localized.js';

/** First names with the gender the role labels agree with: the team's own, plus more. */
export const firstNames: readonly { name: string; gender: 'f' | 'm' }[] = [
  ...people.map((p) => ({ name: p.first, gender: p.gender })),
  ...['Léa', 'Camille', 'Justine', 'Florence', 'Alice', 'Béatrice', 'Jade', 'Laurence', 'Maude', 'Sandrine', 'Myriam',
    'Zoé', 'Inès', 'Leila', 'Sofia', 'Ana', 'Priya', 'Mei', 'Kathleen', 'Olivia'].map((name) => ({ name, gender: 'f' as const })),
  ...['Louis', 'Antoine', 'William', 'Félix', 'Charles', 'Simon', 'Raphaël', 'Olivier', 'Benoît', 'Martin', 'Pierre-Luc',
    'Yannick', 'Omar', 'Adam', 'Diego', 'Arjun', 'Minh', 'Liam', 'Sean', 'Youssef'].map((name) => ({ name, gender: 'm' as const })),
];

export const lastNames: readonly string[] = [
  ...new Set([
    ...people.map((p) => p.last),
    'Gagné', 'Côté', 'Ouellet', 'Morin', 'Boucher', 'Poulin', 'Beaulieu', 'Cloutier', 'Fournier', 'Lapointe', 'Leclerc',
    'Paradis', 'Gosselin', 'Rousseau', 'Drouin', 'Caouette', 'Deschênes', 'Vaillancourt', 'Lessard', 'Turcotte', 'Picard',
    'Bernier', 'Hébert', 'Langlois', 'Lacroix', 'Perreault', 'Marchand', 'Dufour', 'Gingras', 'Bolduc', 'Chartrand',
    'Tanguay', 'Asselin', 'Bissonnette', 'Labelle', 'Proulx', 'Grenier', 'Thériault', 'Beauchamp', 'Harvey', 'Murphy',
    'Campbell', 'Rossi', 'Santos', 'Kaur', 'Tran', 'Pham', 'Saleh', 'Mansour', 'Chen', 'Nowak', 'Kowalski', 'Papadakis',
  ]),
];

const checkDistinct = (values: readonly string[], what: string): void => {
  if (new Set(values.map((v) => slugify(v))).size !== values.length) throw new Error(`Duplicate ${what} in the name tables`);
};
checkDistinct(firstNames.map((f) => f.name), 'first names');
checkDistinct(lastNames, 'last names');

/** The multiplier that scatters last names; coprime with their count so every pair comes up once per cycle. */
function coprimeStep(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = 7;
  while (gcd(step, n) !== 1) step++;
  return step;
}
const step = coprimeStep(lastNames.length);

/** How many team members get a name of their own before namesakes (numbered slugs) begin. */
export const NAME_PAIRS = firstNames.length * lastNames.length;

/**
 * The name of generated employee `index`: each first/last pair is used once per cycle of
 * `firstNames.length × lastNames.length`, and later cycles get a numbered slug, so slugs never repeat.
 */
export function employeeName(index: number): { first: string; last: string; gender: 'f' | 'm'; slug: string } {
  const cycle = Math.floor(index / NAME_PAIRS);
  const p = index % NAME_PAIRS;
  const f = firstNames[p % firstNames.length] as (typeof firstNames)[number];
  const last = lastNames[(Math.floor(p / firstNames.length) * step + (p % firstNames.length)) % lastNames.length] as string;
  const base = slugify(`${f.name} ${last}`.replace(/[’']/g, ''));
  return { first: f.name, last, gender: f.gender, slug: cycle === 0 ? base : `${base}-${cycle + 1}` };
}

export const employeeId = (index: number): string => `emp-${employeeName(index).slug}`;
